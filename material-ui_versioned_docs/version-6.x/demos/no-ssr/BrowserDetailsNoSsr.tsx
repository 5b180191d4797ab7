import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import NoSsr from '@mui/material/NoSsr';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

function BrowserDetails() {
  return (
    <Typography variant="body2">
      Language <b>{navigator.language}</b>, window {window.innerWidth} x {window.innerHeight} px
    </Typography>
  );
}

export default function BrowserDetailsNoSsr() {
  const [defer, setDefer] = React.useState(false);
  // Changing the key remounts NoSsr, so the switch takes effect on the next mount.
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={defer} onChange={(event) => setDefer(event.target.checked)} />}
        label="defer"
      />
      <NoSsr key={String(defer)} defer={defer} fallback={<Typography variant="body2">Reading browser details…</Typography>}>
        <BrowserDetails />
      </NoSsr>
    </Stack>
  );
}
