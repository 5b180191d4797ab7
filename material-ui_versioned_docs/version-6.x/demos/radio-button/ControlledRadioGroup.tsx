import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const options = [
  {value: 'standard', label: 'Standard', detail: 'Arrives in 4-6 working days, free.'},
  {value: 'express', label: 'Express', detail: 'Arrives in 1-2 working days, €7.90.'},
  {value: 'pickup', label: 'Pick up in store', detail: 'Ready tomorrow at the shop on Main Street.'},
];

export default function ControlledRadioGroup() {
  const [delivery, setDelivery] = React.useState('standard');
  const detail = options.find((option) => option.value === delivery)?.detail;

  return (
    <FormControl>
      <FormLabel id="delivery-label">Delivery</FormLabel>
      <RadioGroup
        aria-labelledby="delivery-label"
        aria-describedby="delivery-detail"
        name="delivery"
        value={delivery}
        onChange={(_event, value) => setDelivery(value)}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      <FormHelperText id="delivery-detail">{detail}</FormHelperText>
    </FormControl>
  );
}
