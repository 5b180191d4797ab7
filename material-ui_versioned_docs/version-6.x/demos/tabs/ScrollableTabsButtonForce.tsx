import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const stations = [
  'Central', 'Harbour', 'Market Street', 'University', 'Hospital', 'Riverside',
  'Old Town', 'Stadium', 'Airport',
];

export default function ScrollableTabsButtonForce() {
  const [value, setValue] = React.useState('Central');

  return (
    <Box sx={{maxWidth: 420, width: '100%', bgcolor: 'background.paper'}}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Tram stops"
      >
        {stations.map((station) => (
          <Tab key={station} label={station} value={station} />
        ))}
      </Tabs>
    </Box>
  );
}
