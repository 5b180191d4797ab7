import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import RestoreIcon from '@mui/icons-material/Restore';

export default function SelectedLabelBottomNavigation() {
  const [value, setValue] = React.useState('inbox');

  return (
    <Paper variant="outlined" sx={{width: '100%', maxWidth: 420}}>
      <BottomNavigation
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
      >
        <BottomNavigationAction label="Inbox" value="inbox" icon={<InboxIcon />} />
        <BottomNavigationAction label="Sent" value="sent" icon={<SendIcon />} />
        <BottomNavigationAction label="Drafts" value="drafts" icon={<DraftsIcon />} />
        <BottomNavigationAction label="Recent" value="recent" icon={<RestoreIcon />} />
      </BottomNavigation>
    </Paper>
  );
}
