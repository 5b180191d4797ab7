import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function FluidContainer() {
  return (
    <Box sx={{width: '100%', bgcolor: 'action.hover', py: 2}}>
      <Container maxWidth="sm" sx={{bgcolor: 'background.paper', py: 2, borderRadius: 1}}>
        <Typography variant="h6" component="h3" gutterBottom>
          Release notes
        </Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          This column stops growing at the <code>sm</code> breakpoint (600px) and stays centred. On
          narrow screens it fills the width, keeping the side padding so the text never touches the
          edge of the viewport.
        </Typography>
      </Container>
    </Box>
  );
}
