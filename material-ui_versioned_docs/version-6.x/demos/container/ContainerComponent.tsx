import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function ContainerComponent() {
  return (
    <Box sx={{width: '100%', bgcolor: 'action.hover', py: 2}}>
      {/* The container itself is the <article>: no extra wrapper element is needed. */}
      <Container
        component="article"
        maxWidth="sm"
        aria-labelledby="container-article-title"
        sx={{bgcolor: 'background.paper', py: 2, borderRadius: 1}}>
        <Typography id="container-article-title" variant="h6" component="h3" gutterBottom>
          Winter opening hours
        </Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          From December to February the workshop closes at 16:00. Orders placed after 14:00 ship the
          next working day.
        </Typography>
      </Container>
    </Box>
  );
}
