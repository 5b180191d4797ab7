import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function StateTextFields() {
  const [city, setCity] = React.useState<string>('Lisbon');

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <TextField
        id="state-controlled"
        label="Controlled"
        value={city}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setCity(event.target.value)}
        helperText={`State holds "${city}"`}
      />
      <TextField
        id="state-uncontrolled"
        label="Uncontrolled"
        defaultValue="Porto"
        helperText="The input keeps its own value"
      />
    </Stack>
  );
}
