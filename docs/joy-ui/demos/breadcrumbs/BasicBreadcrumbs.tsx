import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="neutral" href="/">
        Home
      </Link>
      <Link color="neutral" href="/joy-ui/getting-started/">
        Joy UI
      </Link>
      <Typography aria-current="page">Breadcrumbs</Typography>
    </Breadcrumbs>
  );
}
