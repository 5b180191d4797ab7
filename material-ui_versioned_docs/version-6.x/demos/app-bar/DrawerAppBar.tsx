import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const sections = ['Timetable', 'Routes', 'Fares', 'Accessibility'];

export default function DrawerAppBar() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Timetable');

  const choose = (section: string) => {
    setCurrent(section);
    setOpen(false);
  };

  return (
    <Box>
      <AppBar position="static">
        <Toolbar>
          {/* Narrow screens: a menu button opens the drawer. */}
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation drawer"
            onClick={() => setOpen(true)}
            sx={{mr: 2, display: {sm: 'none'}}}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" sx={{flexGrow: 1}}>
            Harbour Ferries
          </Typography>
          {/* Wide screens: the sections sit in the bar itself. */}
          <Box component="nav" aria-label="Sections" sx={{display: {xs: 'none', sm: 'flex'}, gap: 1}}>
            {sections.map((section) => (
              <Button
                key={section}
                color="inherit"
                aria-current={section === current ? 'page' : undefined}
                onClick={() => choose(section)}
                sx={{fontWeight: section === current ? 700 : 400}}>
                {section}
              </Button>
            ))}
          </Box>
        </Toolbar>
      </AppBar>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{paper: {sx: {width: 240}}}}
        sx={{display: {xs: 'block', sm: 'none'}}}>
        <Typography variant="h6" component="p" sx={{p: 2}}>
          Harbour Ferries
        </Typography>
        <Divider />
        <Box component="nav" aria-label="Sections">
          <List>
            {sections.map((section) => (
              <ListItem key={section} disablePadding>
                <ListItemButton
                  selected={section === current}
                  aria-current={section === current ? 'page' : undefined}
                  onClick={() => choose(section)}>
                  <ListItemText primary={section} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Typography sx={{p: 2}}>Showing: {current}. Make the window narrower than 600 pixels to use the drawer.</Typography>
    </Box>
  );
}
