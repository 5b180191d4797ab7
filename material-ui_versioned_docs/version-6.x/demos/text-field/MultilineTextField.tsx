import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function MultilineTextField() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <TextField
        id="multiline-grow"
        label="Delivery notes"
        multiline
        minRows={2}
        maxRows={5}
        defaultValue="Leave the parcel with the concierge."
      />
      <TextField id="multiline-fixed" label="Feedback" multiline rows={4} placeholder="What could we improve?" />
    </Stack>
  );
}
