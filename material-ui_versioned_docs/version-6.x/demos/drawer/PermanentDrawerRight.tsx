import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';

const drawerWidth = 180;
const headings = ['Installation', 'Configuration', 'Deployment', 'Troubleshooting'];

export default function PermanentDrawerRight() {
  const [current, setCurrent] = React.useState('Installation');

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
      <Box component="article" sx={{flexGrow: 1, p: 3, minWidth: 0}}>
        <Typography variant="h6" component="h2">
          {current}
        </Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          The outline on the right is always visible, so readers can jump between the sections of a long guide.
        </Typography>
      </Box>
      <Drawer
        variant="permanent"
        anchor="right"
        sx={{width: drawerWidth, flexShrink: 0}}
        slotProps={{paper: {sx: {position: 'absolute', width: drawerWidth}}}}>
        <Box component="nav" aria-label="On this page">
          <List dense subheader={<ListSubheader>On this page</ListSubheader>}>
            {headings.map((heading) => (
              <ListItem key={heading} disablePadding>
                <ListItemButton selected={current === heading} onClick={() => setCurrent(heading)}>
                  <ListItemText primary={heading} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
