import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Masonry from '@mui/lab/Masonry';

const heights = [100, 60, 140, 80, 120, 90, 70, 110, 130, 60, 90, 100];

// Before measuring, item n goes to column ((n - 1) % 3) + 1. The tallest of those columns is
// 140 + 90 + 130 + 100 plus 4 x 16 px of spacing = 524 px, so the first layout fits exactly.
export default function ServerRenderedMasonry() {
  return (
    <Box sx={{width: '100%'}}>
      <Masonry columns={3} spacing={2} defaultColumns={3} defaultSpacing={2} defaultHeight={524}>
        {heights.map((height, index) => (
          <Paper
            key={index}
            sx={{height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'warning.light', color: 'common.black'}}>
            {index + 1}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
