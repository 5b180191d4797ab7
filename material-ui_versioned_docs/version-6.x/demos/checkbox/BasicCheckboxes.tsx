import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function BasicCheckboxes() {
  return (
    <Stack direction="row" spacing={1}>
      <Checkbox defaultChecked slotProps={{input: {'aria-label': 'Checked by default'}}} />
      <Checkbox slotProps={{input: {'aria-label': 'Unchecked by default'}}} />
      <Checkbox disabled slotProps={{input: {'aria-label': 'Disabled'}}} />
      <Checkbox disabled defaultChecked slotProps={{input: {'aria-label': 'Disabled and checked'}}} />
    </Stack>
  );
}
