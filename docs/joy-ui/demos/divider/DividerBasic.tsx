import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function DividerBasic() {
  return (
    <Sheet variant="outlined" sx={{p: 2, borderRadius: 'md', maxWidth: 360}}>
      <Typography level="title-md">Shipping address</Typography>
      <Typography level="body-sm">12 Harbour Road, Galway</Typography>
      <Divider sx={{my: 1.5}} />
      <Typography level="title-md">Billing address</Typography>
      <Typography level="body-sm">Same as shipping</Typography>
    </Sheet>
  );
}
