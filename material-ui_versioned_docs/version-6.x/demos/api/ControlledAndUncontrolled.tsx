import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const LIMIT = 60;

export default function ControlledAndUncontrolled() {
  const [bio, setBio] = React.useState('Backend developer, coffee enthusiast');

  return (
    <Stack spacing={3} sx={{width: '100%', maxWidth: 400}}>
      {/* Uncontrolled: the field keeps its own state; defaultValue only sets the start. */}
      <TextField label="Display name" defaultValue="Ada Lovelace" />
      {/* Controlled: React state is the single source of truth. */}
      <TextField
        label="Short bio"
        value={bio}
        onChange={(event) => setBio(event.target.value.slice(0, LIMIT))}
        helperText={`${bio.length}/${LIMIT} characters`}
      />
    </Stack>
  );
}
