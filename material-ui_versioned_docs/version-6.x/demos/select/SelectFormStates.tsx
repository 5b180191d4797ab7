import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const plans = [
  {value: 'free', label: 'Free'},
  {value: 'team', label: 'Team'},
  {value: 'business', label: 'Business'},
];

const options = plans.map((plan) => (
  <MenuItem key={plan.value} value={plan.value}>
    {plan.label}
  </MenuItem>
));

export default function SelectFormStates() {
  const [plan, setPlan] = React.useState('');
  const missing = plan === '';

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
      <FormControl required error={missing} sx={{minWidth: 180}}>
        <InputLabel id="state-error-label">Plan</InputLabel>
        <Select
          labelId="state-error-label"
          id="state-error"
          label="Plan"
          value={plan}
          onChange={(event: SelectChangeEvent) => setPlan(event.target.value)}
          aria-describedby="state-error-helper"
        >
          {options}
        </Select>
        <FormHelperText id="state-error-helper">
          {missing ? 'Choose a plan to continue' : 'You can change it later'}
        </FormHelperText>
      </FormControl>
      <FormControl disabled sx={{minWidth: 180}}>
        <InputLabel id="state-disabled-label">Plan</InputLabel>
        <Select
          labelId="state-disabled-label"
          id="state-disabled"
          label="Plan"
          value="team"
          aria-describedby="state-disabled-helper"
        >
          {options}
        </Select>
        <FormHelperText id="state-disabled-helper">Only owners can change this</FormHelperText>
      </FormControl>
      <FormControl sx={{minWidth: 180}}>
        <InputLabel id="state-readonly-label">Plan</InputLabel>
        <Select
          labelId="state-readonly-label"
          id="state-readonly"
          label="Plan"
          value="business"
          readOnly
          aria-describedby="state-readonly-helper"
        >
          {options}
        </Select>
        <FormHelperText id="state-readonly-helper">Set by your organisation</FormHelperText>
      </FormControl>
    </Stack>
  );
}
