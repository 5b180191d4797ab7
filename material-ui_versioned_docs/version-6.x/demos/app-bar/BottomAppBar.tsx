import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import MoreIcon from '@mui/icons-material/MoreVert';

const messages = [
  {from: 'Priya', text: 'The slides are ready for review.'},
  {from: 'Tomás', text: 'Can we move the call to 3 pm?'},
  {from: 'Mei', text: 'I have booked the meeting room for Friday.'},
  {from: 'Jonas', text: 'Here are the photos from the workshop.'},
  {from: 'Amara', text: 'Thanks for the quick reply yesterday!'},
  {from: 'Lars', text: 'The invoice is attached.'},
];

export default function BottomAppBar() {
  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 340,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}>
      {/* The scrolling area is focusable and named, so keyboard users can scroll it with the arrow keys. */}
      <Box
        role="region"
        aria-label="Inbox messages"
        tabIndex={0}
        sx={{
          height: '100%',
          overflow: 'auto',
          pb: 8,
          '&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2},
        }}>
        <List subheader={<ListSubheader>Inbox</ListSubheader>}>
          {messages.map((message) => (
            <ListItem key={message.from}>
              <ListItemAvatar>
                <Avatar>{message.from.charAt(0)}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={message.from} secondary={message.text} />
            </ListItem>
          ))}
        </List>
      </Box>
      {/* Pinned to the bottom of the frame; in an app, position="fixed" with top: 'auto' and bottom: 0. */}
      <AppBar position="absolute" color="primary" sx={{top: 'auto', bottom: 0}}>
        <Toolbar>
          <IconButton color="inherit" edge="start" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          <Fab
            color="secondary"
            aria-label="New message"
            sx={{position: 'absolute', zIndex: 1, top: -30, left: 0, right: 0, mx: 'auto'}}>
            <AddIcon />
          </Fab>
          <Box sx={{flexGrow: 1}} />
          <IconButton color="inherit" aria-label="Search messages">
            <SearchIcon />
          </IconButton>
          <IconButton color="inherit" edge="end" aria-label="More actions">
            <MoreIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
