import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const reports = [
  {label: 'Daily', text: 'Yesterday: 1,204 visits, 37 sign-ups.'},
  {label: 'Weekly', text: 'Last 7 days: 8,930 visits, 251 sign-ups.'},
  {label: 'Monthly', text: 'Last 30 days: 36,402 visits, 1,077 sign-ups.'},
];

export default function ManualActivationTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{width: '100%'}}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Report period, manual activation"
        sx={{borderBottom: 1, borderColor: 'divider'}}>
        {reports.map((report, index) => (
          <Tab key={report.label} label={report.label} id={`manual-tab-${index}`} aria-controls="manual-tabpanel" />
        ))}
      </Tabs>
      <Typography role="tabpanel" id="manual-tabpanel" aria-labelledby={`manual-tab-${value}`} sx={{p: 2}}>
        {reports[value]?.text}
      </Typography>
    </Box>
  );
}
