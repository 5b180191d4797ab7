import * as React from 'react';
import FormControlLabel, {type FormControlLabelProps} from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, {useRadioGroup} from '@mui/material/RadioGroup';

function HighlightedLabel(props: FormControlLabelProps) {
  const radioGroup = useRadioGroup();
  const checked = radioGroup?.value === props.value;

  return (
    <FormControlLabel
      {...props}
      sx={{
        mx: 0,
        mb: 1,
        pr: 2,
        border: 1,
        borderRadius: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'action.selected' : 'transparent',
        '& .MuiFormControlLabel-label': {fontWeight: checked ? 600 : 400},
      }}
    />
  );
}

export default function UseRadioGroupDemo() {
  return (
    <RadioGroup name="use-radio-group" defaultValue="team" aria-label="Plan">
      <HighlightedLabel value="solo" control={<Radio />} label="Solo: one seat" />
      <HighlightedLabel value="team" control={<Radio />} label="Team: up to ten seats" />
      <HighlightedLabel value="business" control={<Radio />} label="Business: unlimited seats" />
    </RadioGroup>
  );
}
