import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioSizes() {
  return (
    <FormControl>
      <FormLabel id="radio-sizes-label">Row height</FormLabel>
      <RadioGroup row aria-labelledby="radio-sizes-label" name="radio-sizes" defaultValue="compact">
        <FormControlLabel value="compact" control={<Radio size="small" />} label="Small radio" />
        <FormControlLabel value="comfortable" control={<Radio />} label="Medium radio" />
        <FormControlLabel
          value="spacious"
          control={<Radio sx={{'& .MuiSvgIcon-root': {fontSize: 30}}} />}
          label="Custom size"
        />
      </RadioGroup>
    </FormControl>
  );
}
