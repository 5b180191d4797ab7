import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ReceiptIcon from '@mui/icons-material/Receipt';
import PeopleIcon from '@mui/icons-material/People';

const drawerWidth = 180;
const views = [
  {label: 'Overview', icon: <DashboardIcon />},
  {label: 'Invoices', icon: <ReceiptIcon />},
  {label: 'Customers', icon: <PeopleIcon />},
];

export default function DashboardAppBar() {
  const [view, setView] = React.useState('Overview');

  return (
    // The frame plays the window; in an app the bar would use position="fixed".
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        display: 'flex',
        height: 280,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}>
      {/* The bar spans the full width and sits above the drawer. */}
      <AppBar position="absolute" sx={(theme) => ({zIndex: theme.zIndex.drawer + 1})}>
        <Toolbar>
          <Typography variant="h6" component="p" noWrap>
            Ledger · {view}
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{width: drawerWidth, flexShrink: 0}}
        slotProps={{paper: {sx: {position: 'relative', width: drawerWidth}}}}>
        {/* Spacer of the bar's height, so the first item is not hidden under it. */}
        <Toolbar />
        <Box component="nav" aria-label="Dashboard">
          <List>
            {views.map((item) => (
              <ListItem key={item.label} disablePadding>
                <ListItemButton
                  selected={item.label === view}
                  aria-current={item.label === view ? 'page' : undefined}
                  onClick={() => setView(item.label)}>
                  <ListItemIcon sx={{minWidth: 40}}>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="section" aria-label={view} sx={{flexGrow: 1, p: 2}}>
        <Toolbar />
        <Typography>
          The {view.toLowerCase()} view fills the space to the right of the drawer. The bar above stays full width and
          shows which view is open.
        </Typography>
      </Box>
    </Box>
  );
}
