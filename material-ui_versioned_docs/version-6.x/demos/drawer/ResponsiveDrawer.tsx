import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import BarChartIcon from '@mui/icons-material/BarChart';

const drawerWidth = 200;
const pages = [
  {label: 'Dashboard', icon: <DashboardIcon />},
  {label: 'Customers', icon: <PeopleIcon />},
  {label: 'Reports', icon: <BarChartIcon />},
];

export default function ResponsiveDrawer() {
  const [mobileOpen, setMobileOpen] = React.useState<boolean>(false);
  const [page, setPage] = React.useState<string>('Dashboard');
  // The frame element, kept in state so the temporary drawer can use it as its container.
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);

  const choose = (label: string) => {
    setPage(label);
    setMobileOpen(false);
  };

  const navigation = (
    <div>
      <Toolbar variant="dense" />
      <Divider />
      <Box component="nav" aria-label="Sections">
        <List>
          {pages.map((item) => (
            <ListItem key={item.label} disablePadding>
              <ListItemButton selected={page === item.label} onClick={() => choose(item.label)}>
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </div>
  );

  return (
    // The frame stands in for the window: the app bar and both drawers are positioned inside it.
    <Box
      ref={setFrame}
      sx={{
        position: 'relative',
        isolation: 'isolate',
        display: 'flex',
        height: 340,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}>
      <AppBar position="absolute" sx={{width: {sm: `calc(100% - ${drawerWidth}px)`}, ml: {sm: `${drawerWidth}px`}}}>
        <Toolbar variant="dense">
          <IconButton
            color="inherit"
            aria-label="Open navigation"
            edge="start"
            onClick={() => setMobileOpen(true)}
            sx={{mr: 2, display: {sm: 'none'}}}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap>
            {page}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{width: {sm: drawerWidth}, flexShrink: {sm: 0}}}>
        {/* Small screens: a temporary drawer over the content, opened from the menu button. */}
        {frame ? (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{container: frame, keepMounted: true}}
            slotProps={{transition: {container: frame}}}
            sx={{
              display: {xs: 'block', sm: 'none'},
              position: 'absolute',
              '& .MuiBackdrop-root': {position: 'absolute'},
              '& .MuiDrawer-paper': {position: 'absolute', width: drawerWidth},
            }}>
            {navigation}
          </Drawer>
        ) : null}
        {/* From the sm breakpoint up: the same content in a permanent drawer. */}
        <Drawer
          variant="permanent"
          open
          sx={{
            display: {xs: 'none', sm: 'block'},
            '& .MuiDrawer-paper': {position: 'absolute', width: drawerWidth},
          }}>
          {navigation}
        </Drawer>
      </Box>
      <Box sx={{flexGrow: 1, p: 3}}>
        <Toolbar variant="dense" />
        <Typography variant="body2">
          Make the window narrower than the small breakpoint (600px) and the navigation moves into a temporary drawer
          behind the menu button.
        </Typography>
      </Box>
    </Box>
  );
}
