import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import DraftsIcon from '@mui/icons-material/Drafts';
import SendIcon from '@mui/icons-material/Send';

const links = [
  {label: 'Inbox', href: '#inbox', icon: <InboxIcon />},
  {label: 'Drafts', href: '#drafts', icon: <DraftsIcon />},
  {label: 'Sent', href: '#sent', icon: <SendIcon />},
];

export default function ComponentPropNav() {
  return (
    <Paper variant="outlined" sx={{width: '100%', maxWidth: 320}}>
      {/* Looks like an h6, but is an h2 in the document outline. */}
      <Typography variant="h6" component="h2" sx={{px: 2, pt: 1.5}}>
        Mail
      </Typography>
      {/* A <nav> landmark instead of the default <ul>. */}
      <List component="nav" aria-label="Mail folders">
        {links.map((link) => (
          // Each row is a real link, so it can be opened in a new tab.
          <ListItemButton key={link.label} component="a" href={link.href}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
