import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';

const steps = [
  {label: 'Sender', field: 'Your name'},
  {label: 'Recipient', field: 'Recipient name'},
  {label: 'Message', field: 'Gift message'},
];

export default function KeepMountedTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{width: '100%'}}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Gift card details"
        sx={{borderBottom: 1, borderColor: 'divider'}}>
        {steps.map((step, index) => (
          <Tab key={step.label} label={step.label} id={`gift-tab-${index}`} aria-controls={`gift-tabpanel-${index}`} />
        ))}
      </Tabs>
      {steps.map((step, index) => (
        // Every panel stays in the tree; `hidden` only hides the inactive ones.
        <Box
          key={step.label}
          role="tabpanel"
          hidden={value !== index}
          id={`gift-tabpanel-${index}`}
          aria-labelledby={`gift-tab-${index}`}
          sx={{p: 2}}>
          <TextField label={step.field} size="small" />
        </Box>
      ))}
    </Box>
  );
}
