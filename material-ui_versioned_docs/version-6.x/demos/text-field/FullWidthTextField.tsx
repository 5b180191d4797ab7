import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FullWidthTextField() {
  return (
    <Box sx={{maxWidth: 560}}>
      <TextField
        id="full-width-address"
        label="Street address"
        fullWidth
        defaultValue="221B Baker Street"
        helperText="The field stretches to the width of its container"
      />
    </Box>
  );
}
