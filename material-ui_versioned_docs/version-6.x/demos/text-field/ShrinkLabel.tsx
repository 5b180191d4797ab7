import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ShrinkLabel() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <TextField
        id="shrink-date"
        label="Departure date"
        type="date"
        defaultValue="2026-05-14"
        slotProps={{inputLabel: {shrink: true}}}
      />
      <TextField id="shrink-time" label="Pick-up time" type="time" slotProps={{inputLabel: {shrink: true}}} />
      <TextField
        id="shrink-placeholder"
        label="Reference"
        placeholder="e.g. INV-2041"
        slotProps={{inputLabel: {shrink: true}}}
      />
    </Stack>
  );
}
