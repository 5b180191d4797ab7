import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {teal} from '@mui/material/colors';

const palette = ['primary', 'secondary', 'success', 'warning', 'default'] as const;

export default function RadioColors() {
  const [value, setValue] = React.useState<string>('secondary');

  return (
    <FormControl>
      <FormLabel id="radio-colors-label">Accent colour</FormLabel>
      <RadioGroup
        row
        aria-labelledby="radio-colors-label"
        name="radio-colors"
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}>
        {palette.map((color) => (
          <FormControlLabel key={color} value={color} control={<Radio color={color} />} label={color} />
        ))}
        <FormControlLabel
          value="teal"
          label="custom"
          control={<Radio sx={{color: teal[700], '&.Mui-checked': {color: teal[500]}}} />}
        />
      </RadioGroup>
    </FormControl>
  );
}
