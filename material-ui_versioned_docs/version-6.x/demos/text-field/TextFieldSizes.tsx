import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TextField id="size-small-outlined" label="Small" size="small" defaultValue="Compact" />
        <TextField id="size-medium-outlined" label="Medium" defaultValue="Default" />
      </Stack>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TextField id="size-small-filled" label="Small" size="small" variant="filled" defaultValue="Compact" />
        <TextField id="size-medium-filled" label="Medium" variant="filled" defaultValue="Default" />
      </Stack>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TextField id="size-small-standard" label="Small" size="small" variant="standard" defaultValue="Compact" />
        <TextField id="size-medium-standard" label="Medium" variant="standard" defaultValue="Default" />
      </Stack>
    </Stack>
  );
}
