import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function FlexItemStack() {
  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center', width: '100%', maxWidth: 480}}>
      <TextField label="Email address" type="email" size="small" sx={{flexGrow: 1}} />
      <Button variant="contained">Subscribe</Button>
    </Stack>
  );
}
