import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import MenuIcon from '@mui/icons-material/Menu';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';

const links = [
  {label: 'Lists', href: '/material-ui/react-list/', icon: <FormatListBulletedIcon />},
  {label: 'Menus', href: '/material-ui/react-menu/', icon: <MenuIcon />},
  {label: 'Drawers', href: '/material-ui/react-drawer/', icon: <ViewSidebarIcon />},
];

export default function ComponentPropNav() {
  return (
    <Paper variant="outlined" sx={{width: '100%', maxWidth: 320}}>
      {/* Looks like an h6, but is an h2 in the document outline. */}
      <Typography variant="h6" component="h2" sx={{px: 2, pt: 1.5}}>
        Navigation components
      </Typography>
      {/* A <nav> landmark instead of the default <ul>. */}
      <List component="nav" aria-label="Navigation components">
        {links.map((link) => (
          // Each row is a real link, so it can be opened in a new tab.
          <ListItemButton key={link.label} component="a" href={link.href}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
