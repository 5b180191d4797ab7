import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import InboxIcon from '@mui/icons-material/Inbox';
import StarIcon from '@mui/icons-material/Star';
import SendIcon from '@mui/icons-material/Send';
import DeleteIcon from '@mui/icons-material/Delete';

const openWidth = 200;
const closedWidth = 56;
const folders = [
  {label: 'Inbox', icon: <InboxIcon />},
  {label: 'Starred', icon: <StarIcon />},
  {label: 'Sent', icon: <SendIcon />},
  {label: 'Bin', icon: <DeleteIcon />},
];

export default function MiniVariantDrawer() {
  const theme = useTheme();
  const [open, setOpen] = React.useState<boolean>(false);
  const width = open ? openWidth : closedWidth;
  const transition = theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: open ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen,
  });

  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        height: 300,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}>
      <Drawer
        variant="permanent"
        open={open}
        sx={{
          width,
          flexShrink: 0,
          whiteSpace: 'nowrap',
          transition,
          '& .MuiDrawer-paper': {position: 'absolute', width, transition, overflowX: 'hidden'},
        }}>
        <Box sx={{display: 'flex', justifyContent: open ? 'flex-end' : 'center', p: 1}}>
          <IconButton
            aria-label={open ? 'Collapse navigation' : 'Expand navigation'}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}>
            {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Folders">
          <List>
            {folders.map((folder) => (
              <ListItem key={folder.label} disablePadding>
                <ListItemButton sx={{minHeight: 48, px: 2}}>
                  <ListItemIcon sx={{minWidth: 0, mr: open ? 3 : 'auto'}}>{folder.icon}</ListItemIcon>
                  {/* The label stays in the DOM when collapsed, so the link keeps its accessible name. */}
                  <ListItemText primary={folder.label} sx={{opacity: open ? 1 : 0}} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box sx={{flexGrow: 1, p: 3}}>
        <Typography variant="body2">
          Collapsed, the drawer shows only icons; expanded, it shows the labels too. It never covers the content, which
          simply gets narrower.
        </Typography>
      </Box>
    </Box>
  );
}
