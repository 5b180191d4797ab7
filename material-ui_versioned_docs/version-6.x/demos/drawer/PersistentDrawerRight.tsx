import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const drawerWidth = 220;

export default function PersistentDrawerRight() {
  const theme = useTheme();
  const [open, setOpen] = React.useState<boolean>(false);
  // The main area gives back the drawer's width with the same timing as the drawer's slide.
  const shift = theme.transitions.create('margin', {
    easing: open ? theme.transitions.easing.easeOut : theme.transitions.easing.sharp,
    duration: open ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen,
  });

  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        height: 280,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}>
      <Box component="main" sx={{flexGrow: 1, p: 3, transition: shift, mr: open ? 0 : `-${drawerWidth}px`}}>
        <Typography variant="h6" component="h2">
          Invoice 2024-118
        </Typography>
        <Typography variant="body2" sx={{color: 'text.secondary', mb: 2}}>
          The details panel opens on the right and the invoice narrows to make room for it.
        </Typography>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls="persistent-right-details"
          onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide details' : 'Show details'}
        </Button>
      </Box>
      <Drawer
        variant="persistent"
        anchor="right"
        open={open}
        sx={{width: drawerWidth, flexShrink: 0}}
        slotProps={{paper: {id: 'persistent-right-details', sx: {position: 'absolute', width: drawerWidth}}}}>
        <Toolbar variant="dense" sx={{justifyContent: 'space-between'}}>
          <Typography variant="subtitle2" component="h3">
            Details
          </Typography>
          <IconButton aria-label="Close details" edge="end" onClick={() => setOpen(false)}>
            <ChevronRightIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        <Box
          component="dl"
          sx={{m: 0, p: 2, '& dt': {typography: 'caption', color: 'text.secondary'}, '& dd': {m: 0, mb: 1.5}}}>
          <dt>Customer</dt>
          <dd>Northwind Traders</dd>
          <dt>Due</dt>
          <dd>30 June</dd>
          <dt>Total</dt>
          <dd>€1,240.00</dd>
        </Box>
      </Drawer>
    </Box>
  );
}
