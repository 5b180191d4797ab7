import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuIcon from '@mui/icons-material/Menu';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import SettingsIcon from '@mui/icons-material/Settings';

const mainLinks = [
  {label: 'Inbox', icon: <InboxIcon />},
  {label: 'Sent', icon: <SendIcon />},
  {label: 'Drafts', icon: <DraftsIcon />},
];

export default function TemporaryDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" startIcon={<MenuIcon />} onClick={() => setOpen(true)}>
        Open menu
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Mail folders" sx={{width: 250}}>
          <List>
            {mainLinks.map((link) => (
              <ListItem key={link.label} disablePadding>
                <ListItemButton onClick={() => setOpen(false)}>
                  <ListItemIcon>{link.icon}</ListItemIcon>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider />
          <List>
            <ListItem disablePadding>
              <ListItemButton onClick={() => setOpen(false)}>
                <ListItemIcon>
                  <SettingsIcon />
                </ListItemIcon>
                <ListItemText primary="Settings" />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
    </div>
  );
}
