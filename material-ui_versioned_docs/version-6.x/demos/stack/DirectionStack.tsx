import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function DirectionStack() {
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="text">Cancel</Button>
      <Button variant="outlined">Save draft</Button>
      <Button variant="contained">Publish</Button>
    </Stack>
  );
}
