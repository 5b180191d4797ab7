import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';

function Widget() {
  return (
    <Box sx={{p: 2, border: 1, borderColor: 'divider', borderRadius: 1}}>
      <b>Support chat</b>
      <p style={{marginBottom: 0}}>Our team usually replies within ten minutes.</p>
    </Box>
  );
}

// The outer box stands in for a host page with its own, unrelated styles.
export default function ScopedBaselineWidget() {
  return (
    <Box sx={{fontFamily: 'Georgia, serif', fontSize: 18, color: '#8d3b12', width: '100%'}}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <Box sx={{flex: 1}}>
          <Box component="p" sx={{fontSize: 13, mt: 0}}>
            Without a baseline: the host styles leak in
          </Box>
          <Widget />
        </Box>
        <Box sx={{flex: 1}}>
          <Box component="p" sx={{fontSize: 13, mt: 0}}>
            Inside ScopedCssBaseline: theme font and colours
          </Box>
          <ScopedCssBaseline>
            <Widget />
          </ScopedCssBaseline>
        </Box>
      </Stack>
    </Box>
  );
}
