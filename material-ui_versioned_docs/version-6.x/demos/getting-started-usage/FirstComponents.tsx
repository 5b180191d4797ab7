import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function FirstComponents() {
  const [name, setName] = React.useState('');
  const [greeted, setGreeted] = React.useState<string | null>(null);

  return (
    <Stack
      component="form"
      spacing={2}
      sx={{maxWidth: 360, mx: 'auto'}}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setGreeted(name.trim() || 'stranger');
      }}>
      <TextField label="Your name" value={name} onChange={(event) => setName(event.target.value)} />
      <Button type="submit" variant="contained">
        Say hello
      </Button>
      {greeted !== null && <Alert severity="success">Hello, {greeted}!</Alert>}
    </Stack>
  );
}
