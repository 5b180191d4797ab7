import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const periods = [
  {value: 'day', label: 'Day', total: '6,240 steps'},
  {value: 'week', label: 'Week', total: '48,910 steps'},
  {value: 'month', label: 'Month', total: '201,385 steps'},
];

export default function FullWidthTabs() {
  const [value, setValue] = React.useState('day');
  const current = periods.find((period) => period.value === value);

  return (
    <Box sx={{width: '100%', maxWidth: 420, border: 1, borderColor: 'divider', borderRadius: 1}}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        variant="fullWidth"
        aria-label="Activity period"
      >
        {periods.map((period) => (
          <Tab
            key={period.value}
            value={period.value}
            label={period.label}
            id={`period-tab-${period.value}`}
            aria-controls="period-tabpanel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="period-tabpanel" aria-labelledby={`period-tab-${value}`} sx={{p: 2}}>
        <Typography variant="h5" component="p">
          {current?.total}
        </Typography>
      </Box>
    </Box>
  );
}
