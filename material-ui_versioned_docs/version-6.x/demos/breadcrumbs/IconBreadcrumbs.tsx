import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import WidgetsIcon from '@mui/icons-material/Widgets';

const linkSx = {display: 'flex', alignItems: 'center', gap: 0.5};

export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="/" sx={linkSx}>
        <HomeIcon fontSize="inherit" />
        Home
      </Link>
      <Link underline="hover" color="inherit" href="/material-ui/getting-started" sx={linkSx}>
        <MenuBookIcon fontSize="inherit" />
        Material UI
      </Link>
      <Typography sx={{...linkSx, color: 'text.primary'}} aria-current="page">
        <WidgetsIcon fontSize="inherit" />
        Components
      </Typography>
    </Breadcrumbs>
  );
}
