import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="neutral" href="#home">
        Home
      </Link>
      <Link color="neutral" href="#garden">
        Garden
      </Link>
      <Link color="neutral" href="#garden-tools">
        Tools
      </Link>
      <Typography aria-current="page">Pruning shears</Typography>
    </Breadcrumbs>
  );
}
