import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="/">
        Home
      </Link>
      <Link underline="hover" color="inherit" href="/material-ui/getting-started">
        Material UI
      </Link>
      <Link underline="hover" color="inherit" href="/material-ui/all-components">
        Components
      </Link>
      <Typography sx={{color: 'text.primary'}} aria-current="page">
        Breadcrumbs
      </Typography>
    </Breadcrumbs>
  );
}
