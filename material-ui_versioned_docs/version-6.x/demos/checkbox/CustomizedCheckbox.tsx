import * as React from 'react';
import Checkbox, {type CheckboxProps} from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {styled} from '@mui/material/styles';

const BoxIcon = styled('span')(({theme}) => ({
  width: 18,
  height: 18,
  borderRadius: 4,
  border: `2px solid ${theme.palette.text.secondary}`,
  backgroundColor: theme.palette.background.paper,
  'input:hover ~ &': {borderColor: theme.palette.primary.main},
  '.Mui-focusVisible &': {outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2},
  'input:disabled ~ &': {
    borderColor: theme.palette.action.disabled,
    backgroundColor: theme.palette.action.disabledBackground,
  },
}));

const CheckedBox = styled(BoxIcon)(({theme}) => ({
  borderColor: theme.palette.primary.main,
  backgroundColor: theme.palette.primary.main,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '&::before': {
    content: '""',
    width: 5,
    height: 9,
    marginTop: -2,
    border: `solid ${theme.palette.primary.contrastText}`,
    borderWidth: '0 2px 2px 0',
    transform: 'rotate(45deg)',
  },
  'input:hover ~ &': {backgroundColor: theme.palette.primary.dark, borderColor: theme.palette.primary.dark},
}));

function RoundedCheckbox(props: CheckboxProps) {
  return <Checkbox disableRipple icon={<BoxIcon />} checkedIcon={<CheckedBox />} {...props} />;
}

export default function CustomizedCheckbox() {
  return (
    <FormGroup>
      <FormControlLabel control={<RoundedCheckbox defaultChecked />} label="Email receipts" />
      <FormControlLabel control={<RoundedCheckbox />} label="SMS receipts" />
      <FormControlLabel control={<RoundedCheckbox disabled />} label="Paper receipts (unavailable)" disabled />
    </FormGroup>
  );
}
