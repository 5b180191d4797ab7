import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

export default function LabTabs() {
  const [value, setValue] = React.useState('general');

  return (
    <Box sx={{width: '100%'}}>
      <TabContext value={value}>
        <Box sx={{borderBottom: 1, borderColor: 'divider'}}>
          <TabList onChange={(_event, newValue: string) => setValue(newValue)} aria-label="Settings">
            <Tab label="General" value="general" />
            <Tab label="Notifications" value="notifications" />
            <Tab label="Privacy" value="privacy" />
          </TabList>
        </Box>
        <TabPanel value="general">Language, time zone and display name.</TabPanel>
        <TabPanel value="notifications">Choose which emails and push alerts you receive.</TabPanel>
        <TabPanel value="privacy">Control who can see your profile and activity.</TabPanel>
      </TabContext>
    </Box>
  );
}
