import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Billing = 'monthly' | 'yearly';

export default function EnforcedToggleButtons() {
  const [billing, setBilling] = React.useState<Billing>('monthly');

  const handleChange = (_event: React.MouseEvent<HTMLElement>, next: Billing | null) => {
    // Clicking the selected button sends null: ignore it so one option stays on.
    if (next !== null) {
      setBilling(next);
    }
  };

  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      <ToggleButtonGroup
        color="primary"
        size="small"
        value={billing}
        exclusive
        onChange={handleChange}
        aria-label="Billing period">
        <ToggleButton value="monthly">Monthly</ToggleButton>
        <ToggleButton value="yearly">Yearly (save 15%)</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="h6" component="p">
        {billing === 'monthly' ? '$12 per month' : '$122 per year'}
      </Typography>
    </Stack>
  );
}
