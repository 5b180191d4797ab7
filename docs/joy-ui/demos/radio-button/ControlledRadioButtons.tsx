import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

export default function ControlledRadioButtons() {
  const [plan, setPlan] = React.useState('monthly');

  return (
    <FormControl>
      <FormLabel>Billing cycle</FormLabel>
      <RadioGroup value={plan} onChange={(event) => setPlan(event.target.value)}>
        <Radio value="monthly" label="Monthly" />
        <Radio value="yearly" label="Yearly (two months free)" />
        <Radio value="lifetime" label="Lifetime (sold out)" disabled />
      </RadioGroup>
      <Typography level="body-sm" sx={{mt: 1}}>
        Selected value: <code>{plan}</code>
      </Typography>
    </FormControl>
  );
}
