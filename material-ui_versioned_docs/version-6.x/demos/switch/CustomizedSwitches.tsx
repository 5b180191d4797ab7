import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import {styled} from '@mui/material/styles';

const PillSwitch = styled(Switch)(({theme}) => ({
  width: 46,
  height: 26,
  padding: 0,
  margin: theme.spacing(0.5, 1),
  '& .MuiSwitch-switchBase': {
    padding: 0,
    margin: 3,
    transitionDuration: '200ms',
    '&.Mui-checked': {
      transform: 'translateX(20px)',
      color: theme.palette.common.white,
      '& + .MuiSwitch-track': {backgroundColor: theme.palette.success.main, opacity: 1},
    },
    '&.Mui-focusVisible .MuiSwitch-thumb': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
    '&.Mui-disabled + .MuiSwitch-track': {opacity: 0.4},
  },
  '& .MuiSwitch-thumb': {width: 20, height: 20, boxShadow: 'none'},
  '& .MuiSwitch-track': {
    borderRadius: 13,
    backgroundColor: theme.palette.grey[500],
    opacity: 1,
    transition: theme.transitions.create('background-color', {duration: 200}),
  },
}));

const ThinTrackSwitch = styled(Switch)(({theme}) => ({
  '& .MuiSwitch-track': {height: 4, marginTop: 5, borderRadius: 2},
  '& .MuiSwitch-thumb': {boxShadow: theme.shadows[2]},
  '& .MuiSwitch-switchBase.Mui-checked': {color: theme.palette.secondary.main},
  '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': {
    backgroundColor: theme.palette.secondary.main,
  },
}));

export default function CustomizedSwitches() {
  return (
    <FormGroup>
      <FormControlLabel control={<PillSwitch defaultChecked />} label="Pill switch" />
      <FormControlLabel control={<PillSwitch disabled />} label="Pill switch, disabled" />
      <FormControlLabel control={<ThinTrackSwitch defaultChecked />} label="Thin track" />
    </FormGroup>
  );
}
