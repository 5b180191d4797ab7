import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ValidationTextField() {
  const [email, setEmail] = React.useState<string>('ada@example');
  const invalid = email.length > 0 && !emailPattern.test(email);

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <TextField
        id="validation-email"
        label="Work email"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid}
        helperText={invalid ? 'Enter an address such as ada@example.com' : 'We send the invoice here'}
      />
      <TextField
        id="validation-disabled"
        label="Account ID"
        defaultValue="ACME-2041"
        disabled
        helperText="Assigned automatically"
      />
    </Stack>
  );
}
