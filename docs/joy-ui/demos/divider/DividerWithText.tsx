import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';

export default function DividerWithText() {
  return (
    <Stack spacing={2.5} sx={{maxWidth: 420}}>
      <Button variant="soft">Continue with a passkey</Button>
      <Divider>or</Divider>
      <Button variant="outlined">Email me a sign-in link</Button>
      <Divider sx={{'--Divider-childPosition': '20%'}}>Older messages</Divider>
      <Divider>
        <Chip variant="outlined" size="sm">
          Today
        </Chip>
      </Divider>
    </Stack>
  );
}
