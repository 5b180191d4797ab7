import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';

export default function ActiveLastBreadcrumb() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="/">
        Home
      </Link>
      <Link underline="hover" color="inherit" href="/material-ui/all-components">
        Components
      </Link>
      <Link underline="hover" color="text.primary" href="/material-ui/react-breadcrumbs" aria-current="page">
        Breadcrumbs
      </Link>
    </Breadcrumbs>
  );
}
