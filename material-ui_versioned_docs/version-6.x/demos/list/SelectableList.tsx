import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import InboxIcon from '@mui/icons-material/Inbox';
import StarIcon from '@mui/icons-material/Star';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';

const folders = [
  {name: 'Inbox', icon: <InboxIcon />},
  {name: 'Starred', icon: <StarIcon />},
  {name: 'Sent', icon: <SendIcon />},
  {name: 'Drafts', icon: <DraftsIcon />},
];

export default function SelectableList() {
  const [current, setCurrent] = React.useState<string>('Inbox');

  return (
    <Paper variant="outlined" sx={{maxWidth: 320}}>
      {/* The nav landmark wraps the list, so the ul keeps only li children. */}
      <Box component="nav" aria-label="Mail folders">
        <List>
          {folders.map((folder) => (
            <ListItem key={folder.name} disablePadding>
              <ListItemButton
                selected={current === folder.name}
                aria-current={current === folder.name ? 'page' : undefined}
                onClick={() => setCurrent(folder.name)}
              >
                <ListItemIcon>{folder.icon}</ListItemIcon>
                <ListItemText primary={folder.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Paper>
  );
}
