import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const months = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December',
];

export default function ScrollableTabsButtonPrevent() {
  const [value, setValue] = React.useState(0);
  const [showScrollbar, setShowScrollbar] = React.useState(false);

  return (
    <Box sx={{maxWidth: 420, width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={showScrollbar} onChange={(event) => setShowScrollbar(event.target.checked)} />}
        label="Show the scrollbar (visibleScrollbar)"
      />
      <Box sx={{bgcolor: 'background.paper'}}>
        <Tabs
          value={value}
          onChange={(_event, newValue: number) => setValue(newValue)}
          variant="scrollable"
          scrollButtons={false}
          visibleScrollbar={showScrollbar}
          aria-label="Months of the year">
          {months.map((month) => (
            <Tab key={month} label={month} />
          ))}
        </Tabs>
      </Box>
    </Box>
  );
}
