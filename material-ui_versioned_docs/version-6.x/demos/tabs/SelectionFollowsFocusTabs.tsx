import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const units = [
  {label: 'Metric', text: 'Distances in kilometres, temperatures in degrees Celsius.'},
  {label: 'Imperial', text: 'Distances in miles, temperatures in degrees Fahrenheit.'},
  {label: 'Mixed', text: 'Distances in miles, temperatures in degrees Celsius.'},
];

export default function SelectionFollowsFocusTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{width: '100%'}}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        selectionFollowsFocus
        aria-label="Unit system, selection follows focus"
        sx={{borderBottom: 1, borderColor: 'divider'}}>
        {units.map((unit, index) => (
          <Tab key={unit.label} label={unit.label} id={`follow-tab-${index}`} aria-controls="follow-tabpanel" />
        ))}
      </Tabs>
      <Typography role="tabpanel" id="follow-tabpanel" aria-labelledby={`follow-tab-${value}`} sx={{p: 2}}>
        {units[value]?.text}
      </Typography>
    </Box>
  );
}
