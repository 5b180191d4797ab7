import * as React from 'react';
import Box from '@mui/material/Box';
import FilledInput from '@mui/material/FilledInput';
import Input from '@mui/material/Input';
import InputBase from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';

export default function InputComponents() {
  return (
    <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', sm: 'repeat(2, 1fr)'}}}>
      <InputBase
        placeholder="InputBase: no decoration"
        inputProps={{'aria-label': 'InputBase example'}}
        sx={{px: 1, bgcolor: 'action.hover', borderRadius: 1}}
      />
      <Input placeholder="Input: underline" inputProps={{'aria-label': 'Input example'}} />
      <FilledInput placeholder="FilledInput: tinted" hiddenLabel inputProps={{'aria-label': 'FilledInput example'}} />
      <OutlinedInput placeholder="OutlinedInput: border" inputProps={{'aria-label': 'OutlinedInput example'}} />
    </Box>
  );
}
