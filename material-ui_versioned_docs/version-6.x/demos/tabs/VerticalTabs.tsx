import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const days = [
  {label: 'Monday', plan: 'Team stand-up at 9:30, design review at 14:00.'},
  {label: 'Tuesday', plan: 'Customer interviews all morning.'},
  {label: 'Wednesday', plan: 'Focus day: no meetings scheduled.'},
  {label: 'Thursday', plan: 'Sprint planning at 10:00.'},
  {label: 'Friday', plan: 'Demo to stakeholders at 15:00.'},
];

export default function VerticalTabs() {
  const [value, setValue] = React.useState(0);
  const current = days[value];

  return (
    <Box sx={{display: 'flex', height: 240, bgcolor: 'background.paper'}}>
      <Tabs
        orientation="vertical"
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Weekdays"
        sx={{borderRight: 1, borderColor: 'divider', flexShrink: 0}}
      >
        {days.map((day, index) => (
          <Tab key={day.label} label={day.label} id={`day-tab-${index}`} aria-controls="day-tabpanel" />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="day-tabpanel"
        aria-labelledby={`day-tab-${value}`}
        sx={{p: 3}}
      >
        <Typography variant="h6" component="h2">
          {current?.label}
        </Typography>
        <Typography variant="body2">{current?.plan}</Typography>
      </Box>
    </Box>
  );
}
