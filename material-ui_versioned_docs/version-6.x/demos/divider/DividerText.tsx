import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{maxWidth: 420}}>
      <Button variant="contained">Continue with email</Button>
      <Divider role="presentation">or</Divider>
      <Button variant="outlined">Continue with a passkey</Button>
      <Divider textAlign="left" role="presentation">
        <Typography variant="overline">Recent activity</Typography>
      </Divider>
      <Typography variant="body2">You signed in from a new device on Tuesday.</Typography>
      <Divider textAlign="right" role="presentation">
        <Chip label="Older" size="small" />
      </Divider>
    </Stack>
  );
}
