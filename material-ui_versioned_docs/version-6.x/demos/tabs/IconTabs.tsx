import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';

export default function IconTabs() {
  const [value, setValue] = React.useState('home');

  return (
    <Tabs
      value={value}
      onChange={(_event, newValue: string) => setValue(newValue)}
      aria-label="App sections"
    >
      <Tab value="home" icon={<HomeIcon />} aria-label="Home" />
      <Tab value="search" icon={<SearchIcon />} aria-label="Search" />
      <Tab value="settings" icon={<SettingsIcon />} aria-label="Settings" />
    </Tabs>
  );
}
