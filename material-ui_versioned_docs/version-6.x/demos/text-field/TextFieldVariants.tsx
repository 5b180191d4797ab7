import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldVariants() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <TextField id="variant-outlined" label="Full name" variant="outlined" />
      <TextField id="variant-filled" label="Company" variant="filled" />
      <TextField id="variant-standard" label="Job title" variant="standard" />
    </Stack>
  );
}
