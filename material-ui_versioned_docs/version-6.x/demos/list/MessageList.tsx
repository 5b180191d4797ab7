import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const messages = [
  {
    from: 'Chiara Rossi',
    avatar: '/img/material-ui/avatar/chiara.svg',
    subject: 'Venue for the offsite',
    preview: 'The lake house can take all twelve of us, and it has a projector for the workshops.',
  },
  {
    from: 'Dev Patel',
    avatar: '/img/material-ui/avatar/dev.svg',
    subject: 'Release notes draft',
    preview: 'I added the migration steps. Could you check the part about the new theme tokens?',
  },
];

export default function MessageList() {
  return (
    <Paper variant="outlined" sx={{maxWidth: 420}}>
      <List aria-label="Recent messages">
        {messages.map((message, index) => (
          <React.Fragment key={message.subject}>
            {index > 0 && <Divider variant="inset" component="li" aria-hidden />}
            <ListItem alignItems="flex-start">
              <ListItemAvatar>
                <Avatar alt="" src={message.avatar} />
              </ListItemAvatar>
              <ListItemText primary={message.subject} secondary={`${message.from} — ${message.preview}`} />
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </Paper>
  );
}
