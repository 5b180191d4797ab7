import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function ColorTabs() {
  const [secondary, setSecondary] = React.useState('inbox');
  const [inherit, setInherit] = React.useState('inbox');

  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Tabs
        value={secondary}
        onChange={(_event, newValue: string) => setSecondary(newValue)}
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Mail folders, secondary colour"
      >
        <Tab value="inbox" label="Inbox" />
        <Tab value="sent" label="Sent" />
        <Tab value="archive" label="Archive" />
      </Tabs>
      <Stack sx={{bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1}}>
        <Tabs
          value={inherit}
          onChange={(_event, newValue: string) => setInherit(newValue)}
          textColor="inherit"
          sx={{'& .MuiTabs-indicator': {bgcolor: 'primary.contrastText'}}}
          aria-label="Mail folders, on a coloured bar"
        >
          <Tab value="inbox" label="Inbox" />
          <Tab value="sent" label="Sent" />
          <Tab value="archive" label="Archive" />
        </Tabs>
      </Stack>
    </Stack>
  );
}
