import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function FixedContainer() {
  return (
    <Box sx={{width: '100%', bgcolor: 'action.hover', py: 2}}>
      <Container fixed sx={{bgcolor: 'background.paper', py: 2, borderRadius: 1}}>
        <Typography variant="body2">
          With <code>fixed</code>, the maximum width jumps to the width of the breakpoint the
          viewport has reached, instead of growing smoothly. Resize the window to see it snap.
        </Typography>
      </Container>
    </Box>
  );
}
