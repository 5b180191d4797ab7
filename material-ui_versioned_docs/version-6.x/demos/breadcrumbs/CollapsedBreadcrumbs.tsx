import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const trail = [
  {label: 'Home', href: '/'},
  {label: 'Material UI', href: '/material-ui/getting-started'},
  {label: 'Customization', href: '/material-ui/customization/how-to-customize'},
  {label: 'Theming', href: '/material-ui/customization/theming'},
  {label: 'Palette', href: '/material-ui/customization/palette'},
  {label: 'Color', href: '/material-ui/customization/color'},
];

export default function CollapsedBreadcrumbs() {
  return (
    <Breadcrumbs maxItems={4} itemsBeforeCollapse={1} itemsAfterCollapse={2} aria-label="breadcrumb">
      {trail.map((item) => (
        <Link key={item.label} underline="hover" color="inherit" href={item.href}>
          {item.label}
        </Link>
      ))}
      <Typography sx={{color: 'text.primary'}} aria-current="page">
        Dark mode
      </Typography>
    </Breadcrumbs>
  );
}
