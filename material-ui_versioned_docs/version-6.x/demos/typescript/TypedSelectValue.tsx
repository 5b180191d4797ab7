import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Plan = 'starter' | 'team' | 'business';
type Billing = 'monthly' | 'yearly';

const plans: Record<Plan, {label: string; monthly: number}> = {
  starter: {label: 'Starter', monthly: 0},
  team: {label: 'Team', monthly: 24},
  business: {label: 'Business', monthly: 79},
};

// ToggleButtonGroup types its value as `any`: narrow it before storing it.
function isBilling(value: unknown): value is Billing {
  return value === 'monthly' || value === 'yearly';
}

// In v6, SelectChangeEvent<Plan> also covers a plain input change event, whose
// `target.value` is typed `string`: narrow that too.
function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && Object.keys(plans).includes(value);
}

export default function TypedSelectValue() {
  const labelId = React.useId();
  const [plan, setPlan] = React.useState<Plan>('team');
  const [billing, setBilling] = React.useState<Billing>('monthly');

  // Select infers its Value type from `value`, but the v6 event type is a union that
  // includes React.ChangeEvent<HTMLInputElement>, so event.target.value is `Plan | string`.
  const handlePlanChange = (event: SelectChangeEvent<Plan>) => {
    const next = event.target.value;
    if (isPlan(next)) setPlan(next);
  };

  const price = billing === 'yearly' ? plans[plan].monthly * 10 : plans[plan].monthly;

  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 360}}>
      <FormControl fullWidth>
        <InputLabel id={labelId}>Plan</InputLabel>
        <Select labelId={labelId} label="Plan" value={plan} onChange={handlePlanChange}>
          {(Object.keys(plans) as Plan[]).map((key) => (
            <MenuItem key={key} value={key}>
              {plans[key].label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={billing}
        onChange={(_event, next: unknown) => {
          if (isBilling(next)) setBilling(next);
        }}
        aria-label="Billing period">
        <ToggleButton value="monthly">Monthly</ToggleButton>
        <ToggleButton value="yearly">Yearly</ToggleButton>
      </ToggleButtonGroup>
      <Typography>
        {plans[plan].label}, billed {billing}: <strong>${price}</strong>
      </Typography>
    </Stack>
  );
}
