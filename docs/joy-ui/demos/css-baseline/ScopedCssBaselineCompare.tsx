import * as React from 'react';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// Plain HTML on purpose: these elements have no Joy UI styles of their own.
function Sample() {
  return (
    <p style={{margin: 0}}>
      Plain <strong>HTML</strong> text, a <code>code</code> span and a <small>small note</small>.
    </p>
  );
}

export default function ScopedCssBaselineCompare() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <Stack spacing={0.5} sx={{flex: 1}}>
        <Typography level="body-xs">Without a baseline (inherits the page)</Typography>
        <div style={{padding: 16, border: '1px dashed', borderRadius: 8}}>
          <Sample />
        </div>
      </Stack>
      <Stack spacing={0.5} sx={{flex: 1}}>
        <Typography level="body-xs">Inside ScopedCssBaseline</Typography>
        <ScopedCssBaseline sx={{p: 2, border: '1px dashed', borderRadius: 'sm'}}>
          <Sample />
        </ScopedCssBaseline>
      </Stack>
    </Stack>
  );
}
