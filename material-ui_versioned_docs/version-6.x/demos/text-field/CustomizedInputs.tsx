import * as React from 'react';
import {alpha, styled} from '@mui/material/styles';
import FormControl from '@mui/material/FormControl';
import InputBase from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const TealTextField = styled(TextField)(({theme}) => ({
  '& label.Mui-focused': {color: theme.palette.success.dark},
  '& .MuiOutlinedInput-root': {
    borderRadius: 12,
    '& fieldset': {borderColor: theme.palette.success.light},
    '&:hover fieldset': {borderColor: theme.palette.success.main},
    '&.Mui-focused fieldset': {borderColor: theme.palette.success.dark, borderWidth: 2},
  },
}));

const BoxedInput = styled(InputBase)(({theme}) => ({
  'label + &': {marginTop: theme.spacing(3)},
  '& .MuiInputBase-input': {
    borderRadius: 4,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    padding: '10px 12px',
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&:focus': {
      borderColor: theme.palette.primary.main,
      boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.25)}`,
    },
  },
}));

export default function CustomizedInputs() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{alignItems: {sm: 'flex-end'}}}>
      <TealTextField id="customized-rounded" label="Rounded outline" defaultValue="Styled TextField" />
      <FormControl variant="standard">
        <InputLabel shrink htmlFor="customized-boxed">
          Boxed input
        </InputLabel>
        <BoxedInput id="customized-boxed" defaultValue="Styled InputBase" />
      </FormControl>
    </Stack>
  );
}
