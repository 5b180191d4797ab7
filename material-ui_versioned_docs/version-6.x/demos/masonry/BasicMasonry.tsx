import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Masonry from '@mui/lab/Masonry';

const heights = [150, 90, 120, 70, 110, 160, 80, 130, 100, 60, 140, 90];

export default function BasicMasonry() {
  return (
    <Box sx={{width: '100%'}}>
      <Masonry columns={4} spacing={2} defaultColumns={4} defaultSpacing={2} defaultHeight={408}>
        {heights.map((height, index) => (
          <Paper
            key={index}
            variant="outlined"
            sx={{
              height,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: index % 3 === 0 ? 'primary.light' : 'background.paper',
              // The light tints are pale in both colour schemes, so their numbers are black.
              color: index % 3 === 0 ? 'common.black' : 'text.primary',
            }}>
            {index + 1}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
