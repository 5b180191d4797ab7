import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import TextField from '@mui/material/TextField';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

export default function KeepMountedLabTabs() {
  const [value, setValue] = React.useState('billing');

  return (
    <Box sx={{width: '100%'}}>
      <TabContext value={value}>
        <TabList
          onChange={(_event, newValue: string) => setValue(newValue)}
          aria-label="Checkout addresses"
          sx={{borderBottom: 1, borderColor: 'divider'}}>
          <Tab label="Billing" value="billing" />
          <Tab label="Delivery" value="delivery" />
        </TabList>
        <TabPanel value="billing" keepMounted>
          <TextField label="Billing address" size="small" />
        </TabPanel>
        <TabPanel value="delivery" keepMounted>
          <TextField label="Delivery address" size="small" />
        </TabPanel>
      </TabContext>
    </Box>
  );
}
