import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const drawerWidth = 180;
const chapters = ['Introduction', 'Installation', 'Configuration', 'Deployment'];

export default function ClippedDrawer() {
  const [chapter, setChapter] = React.useState<string>('Introduction');

  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        display: 'flex',
        height: 300,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}>
      {/* Raised above the drawer, so the drawer starts under it instead of beside it. */}
      <AppBar position="absolute" sx={{zIndex: (theme) => theme.zIndex.drawer + 1}}>
        <Toolbar variant="dense">
          <Typography variant="h6" component="p" noWrap>
            Handbook
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          width: drawerWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': {position: 'absolute', width: drawerWidth},
        }}>
        {/* An empty toolbar of the same height pushes the list below the app bar. */}
        <Toolbar variant="dense" />
        <Box component="nav" aria-label="Chapters" sx={{overflow: 'auto'}}>
          <List>
            {chapters.map((item) => (
              <ListItem key={item} disablePadding>
                <ListItemButton selected={chapter === item} onClick={() => setChapter(item)}>
                  <ListItemText primary={item} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box sx={{flexGrow: 1, p: 3}}>
        <Toolbar variant="dense" />
        <Typography variant="h6" component="h3">
          {chapter}
        </Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          The app bar spans the full width and the drawer starts beneath it.
        </Typography>
      </Box>
    </Box>
  );
}
