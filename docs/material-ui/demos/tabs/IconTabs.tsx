import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PhoneIcon from '@mui/icons-material/Phone';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PersonIcon from '@mui/icons-material/Person';

export default function IconTabs() {
  const [top, setTop] = React.useState(0);
  const [start, setStart] = React.useState(0);

  return (
    <Stack spacing={3}>
      <Tabs
        value={top}
        onChange={(_event, value: number) => setTop(value)}
        variant="fullWidth"
        aria-label="Contacts, icons above labels"
      >
        <Tab icon={<PhoneIcon />} label="Recents" />
        <Tab icon={<FavoriteIcon />} label="Favourites" />
        <Tab icon={<PersonIcon />} label="Contacts" />
      </Tabs>
      <Tabs
        value={start}
        onChange={(_event, value: number) => setStart(value)}
        textColor="secondary"
        indicatorColor="secondary"
        centered
        aria-label="Contacts, icons before labels"
      >
        <Tab icon={<PhoneIcon />} iconPosition="start" label="Recents" />
        <Tab icon={<FavoriteIcon />} iconPosition="start" label="Favourites" />
        <Tab icon={<PersonIcon />} iconPosition="start" label="Contacts" disabled />
      </Tabs>
    </Stack>
  );
}
