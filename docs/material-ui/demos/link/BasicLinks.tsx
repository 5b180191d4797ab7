import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BasicLinks() {
  return (
    <Typography sx={{maxWidth: 520}}>
      Before you order, read the <Link href="#shipping">shipping rates</Link> for your country and
      our <Link href="#returns">returns policy</Link>. Questions about an existing order go to the{' '}
      <Link href="#support">support team</Link>.
    </Typography>
  );
}
