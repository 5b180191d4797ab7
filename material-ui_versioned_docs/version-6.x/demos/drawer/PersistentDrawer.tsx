import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';

const drawerWidth = 200;
const folders = ['Inbox', 'Starred', 'Sent', 'Archive'];

export default function PersistentDrawer() {
  const theme = useTheme();
  const [open, setOpen] = React.useState<boolean>(true);
  // The content and the app bar slide with the drawer, using the drawer's own timing.
  const shift = theme.transitions.create(['margin', 'width'], {
    easing: open ? theme.transitions.easing.easeOut : theme.transitions.easing.sharp,
    duration: open ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen,
  });

  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        display: 'flex',
        height: 320,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}>
      <AppBar
        position="absolute"
        sx={{
          transition: shift,
          width: open ? `calc(100% - ${drawerWidth}px)` : '100%',
          ml: open ? `${drawerWidth}px` : 0,
        }}>
        <Toolbar variant="dense">
          <IconButton
            color="inherit"
            aria-label="Open folders"
            edge="start"
            onClick={() => setOpen(true)}
            sx={{mr: 2, display: open ? 'none' : 'inline-flex'}}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap>
            Mail
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="persistent"
        anchor="left"
        open={open}
        sx={{
          width: drawerWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': {position: 'absolute', width: drawerWidth},
        }}>
        <Toolbar variant="dense" sx={{justifyContent: 'flex-end'}}>
          <IconButton aria-label="Close folders" onClick={() => setOpen(false)}>
            <ChevronLeftIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        <Box component="nav" aria-label="Folders">
          <List>
            {folders.map((folder) => (
              <ListItem key={folder} disablePadding>
                <ListItemButton>
                  <ListItemText primary={folder} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box sx={{flexGrow: 1, p: 3, transition: shift, ml: open ? 0 : `-${drawerWidth}px`}}>
        <Toolbar variant="dense" />
        <Typography variant="body2">
          Close the drawer with the arrow button: the content slides left to use the freed space instead of being
          covered, and the menu button brings the drawer back.
        </Typography>
      </Box>
    </Box>
  );
}
