import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Masonry from '@mui/lab/Masonry';

const heights = [90, 140, 70, 120, 100, 60, 130, 80, 110, 150, 70, 90];

export default function ResponsiveSpacingMasonry() {
  return (
    <Box sx={{width: '100%'}}>
      <Masonry columns={3} spacing={{xs: 0.5, sm: 1.5, md: 3}}>
        {heights.map((height, index) => (
          <Paper
            key={index}
            variant="outlined"
            sx={{height, display: 'flex', alignItems: 'center', justifyContent: 'center'}}>
            {index + 1}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
