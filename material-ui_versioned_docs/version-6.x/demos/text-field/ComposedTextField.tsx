import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import FilledInput from '@mui/material/FilledInput';

export default function ComposedTextField() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <FormControl>
        <InputLabel htmlFor="composed-outlined">Project name</InputLabel>
        <OutlinedInput
          id="composed-outlined"
          label="Project name"
          defaultValue="Atlas"
          aria-describedby="composed-outlined-helper"
        />
        <FormHelperText id="composed-outlined-helper">Shown on the dashboard</FormHelperText>
      </FormControl>
      <FormControl variant="filled" error>
        <InputLabel htmlFor="composed-filled">Repository</InputLabel>
        <FilledInput id="composed-filled" defaultValue="atlas web" aria-describedby="composed-filled-helper" />
        <FormHelperText id="composed-filled-helper">Spaces are not allowed</FormHelperText>
      </FormControl>
    </Stack>
  );
}
