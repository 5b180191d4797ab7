import * as React from 'react';
import Box from '@mui/joy/Box';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import HomeIcon from '@mui/icons-material/Home';
import InboxIcon from '@mui/icons-material/Inbox';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';

const pages = [
  {label: 'Home', icon: <HomeIcon />},
  {label: 'Messages', icon: <InboxIcon />},
  {label: 'Profile', icon: <PersonIcon />},
  {label: 'Settings', icon: <SettingsIcon />},
];

export default function NavigationDrawer() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [current, setCurrent] = React.useState<string>('Home');

  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1.5}}>
      <IconButton variant="outlined" color="neutral" aria-label="Open navigation" onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Typography level="title-md">{current}</Typography>
      <Drawer open={open} onClose={() => setOpen(false)} size="sm">
        <ModalClose aria-label="Close navigation" />
        <DialogTitle>Acme workspace</DialogTitle>
        <Box component="nav" aria-label="Main" sx={{px: 1}}>
          <List size="lg">
            {pages.map((page) => (
              <ListItem key={page.label}>
                <ListItemButton
                  selected={page.label === current}
                  aria-current={page.label === current ? 'page' : undefined}
                  onClick={() => {
                    setCurrent(page.label);
                    setOpen(false);
                  }}>
                  <ListItemDecorator>{page.icon}</ListItemDecorator>
                  <ListItemContent>{page.label}</ListItemContent>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
