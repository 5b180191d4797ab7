import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Inbox from '@mui/icons-material/Inbox';
import Drafts from '@mui/icons-material/Drafts';
import Send from '@mui/icons-material/Send';
import Delete from '@mui/icons-material/Delete';

const folders = [
  {id: 'inbox', label: 'Inbox', icon: <Inbox />, count: 12},
  {id: 'drafts', label: 'Drafts', icon: <Drafts />, count: 2},
  {id: 'sent', label: 'Sent', icon: <Send />, count: 0},
  {id: 'trash', label: 'Trash', icon: <Delete />, count: 0, disabled: true},
];

export default function ListSelectable() {
  const [current, setCurrent] = React.useState('inbox');

  return (
    <Sheet variant="outlined" component="nav" aria-label="Mail folders" sx={{width: 260, borderRadius: 'md'}}>
      <List sx={{'--List-padding': '6px', '--List-radius': '8px'}}>
        {folders.map((folder) => (
          <ListItem key={folder.id}>
            <ListItemButton
              selected={current === folder.id}
              color={current === folder.id ? 'primary' : 'neutral'}
              variant={current === folder.id ? 'soft' : 'plain'}
              disabled={folder.disabled}
              aria-current={current === folder.id ? 'page' : undefined}
              onClick={() => setCurrent(folder.id)}>
              <ListItemDecorator>{folder.icon}</ListItemDecorator>
              <ListItemContent>{folder.label}</ListItemContent>
              {folder.count > 0 && <Typography level="body-xs">{folder.count}</Typography>}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
