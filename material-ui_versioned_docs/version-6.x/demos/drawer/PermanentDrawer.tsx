import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const drawerWidth = 180;
const sections = ['Overview', 'Orders', 'Customers', 'Reports'];

export default function PermanentDrawer() {
  const [selected, setSelected] = React.useState('Overview');

  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        width: '100%',
        height: 260,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}>
      <Drawer
        variant="permanent"
        sx={{width: drawerWidth, flexShrink: 0}}
        slotProps={{paper: {sx: {position: 'absolute', width: drawerWidth}}}}>
        <Box component="nav" aria-label="Store sections">
          <List>
            {sections.map((section) => (
              <ListItem key={section} disablePadding>
                <ListItemButton selected={selected === section} onClick={() => setSelected(section)}>
                  <ListItemText primary={section} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box sx={{flexGrow: 1, p: 3}}>
        <Typography variant="h6" component="h2">
          {selected}
        </Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          The drawer stays docked beside the content and never covers it.
        </Typography>
      </Box>
    </Box>
  );
}
