import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Banner({label}: {label: string}) {
  return <Box sx={{bgcolor: 'primary.main', color: 'primary.contrastText', p: 1}}>{label}</Box>;
}

export default function ContainerGutters() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Box>
        <Typography variant="caption">Default gutters</Typography>
        <Container maxWidth="xs" sx={{bgcolor: 'action.hover'}}>
          <Banner label="Padded on both sides" />
        </Container>
      </Box>
      <Box>
        <Typography variant="caption">disableGutters</Typography>
        <Container maxWidth="xs" disableGutters sx={{bgcolor: 'action.hover'}}>
          <Banner label="Edge to edge" />
        </Container>
      </Box>
    </Stack>
  );
}
