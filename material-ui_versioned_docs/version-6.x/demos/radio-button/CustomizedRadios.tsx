import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio, {type RadioProps} from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {styled} from '@mui/material/styles';

const RingIcon = styled('span')(({theme}) => ({
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: `2px solid ${theme.palette.text.secondary}`,
  backgroundColor: theme.palette.background.paper,
  'input:hover ~ &': {borderColor: theme.palette.primary.main},
  '.Mui-focusVisible &': {outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2},
  'input:disabled ~ &': {
    borderColor: theme.palette.action.disabled,
    backgroundColor: theme.palette.action.disabledBackground,
  },
}));

const DotIcon = styled(RingIcon)(({theme}) => ({
  borderColor: theme.palette.primary.main,
  backgroundImage: `radial-gradient(${theme.palette.primary.main} 0 4px, transparent 5px)`,
  'input:hover ~ &': {borderColor: theme.palette.primary.dark},
}));

function RingRadio(props: RadioProps) {
  return <Radio disableRipple icon={<RingIcon />} checkedIcon={<DotIcon />} {...props} />;
}

export default function CustomizedRadios() {
  return (
    <FormControl>
      <FormLabel id="customized-radios-label">Billing cycle</FormLabel>
      <RadioGroup aria-labelledby="customized-radios-label" name="customized-radios" defaultValue="yearly">
        <FormControlLabel value="monthly" control={<RingRadio />} label="Monthly" />
        <FormControlLabel value="yearly" control={<RingRadio />} label="Yearly (two months free)" />
        <FormControlLabel value="lifetime" control={<RingRadio />} label="Lifetime (sold out)" disabled />
      </RadioGroup>
    </FormControl>
  );
}
