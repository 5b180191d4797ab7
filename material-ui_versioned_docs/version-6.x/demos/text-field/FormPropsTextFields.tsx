import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FormPropsTextFields() {
  return (
    <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', sm: 'repeat(3, 1fr)'}}}>
      <TextField id="form-props-required" label="Surname" required defaultValue="Lovelace" />
      <TextField id="form-props-disabled" label="Customer number" disabled defaultValue="C-10482" />
      <TextField
        id="form-props-read-only"
        label="Member since"
        defaultValue="March 2019"
        slotProps={{input: {readOnly: true}}}
      />
      <TextField
        id="form-props-number"
        label="Guests"
        type="number"
        defaultValue={2}
        slotProps={{htmlInput: {min: 1, max: 12}}}
      />
      <TextField id="form-props-search" label="Search the catalogue" type="search" />
      <TextField
        id="form-props-helper"
        label="Voucher code"
        defaultValue="SPRING24"
        helperText="Codes are case sensitive"
      />
    </Box>
  );
}
