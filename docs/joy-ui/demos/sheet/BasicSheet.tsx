import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function BasicSheet() {
  return (
    <Sheet variant="outlined" sx={{maxWidth: 360, p: 2, borderRadius: 'md', boxShadow: 'sm'}}>
      <Typography level="title-md">Shipping address</Typography>
      <Typography level="body-sm">
        14 Harbour Street
        <br />
        Galway H91 X2Y3
        <br />
        Ireland
      </Typography>
    </Sheet>
  );
}
