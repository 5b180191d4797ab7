import * as React from 'react';
import FormControl, {useFormControl} from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';

function FocusAwareHelperText() {
  const formControl = useFormControl();
  const focused = formControl?.focused ?? false;
  const filled = formControl?.filled ?? false;

  let message = 'Click the field to start typing';
  if (focused) message = 'Typing… press Tab to move on';
  else if (filled) message = 'Saved as a draft';

  return <FormHelperText id="use-form-control-helper">{message}</FormHelperText>;
}

export default function UseFormControlDemo() {
  return (
    <FormControl sx={{width: '30ch'}}>
      <OutlinedInput
        placeholder="Headline"
        inputProps={{'aria-label': 'Headline'}}
        aria-describedby="use-form-control-helper"
      />
      <FocusAwareHelperText />
    </FormControl>
  );
}
