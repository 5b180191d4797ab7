import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function CenteredTabs() {
  const [value, setValue] = React.useState('monthly');

  return (
    <Box sx={{width: '100%', bgcolor: 'background.paper'}}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        centered
        aria-label="Billing period"
      >
        <Tab value="monthly" label="Monthly" />
        <Tab value="yearly" label="Yearly" />
      </Tabs>
    </Box>
  );
}
