import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Masonry from '@mui/lab/Masonry';

const heights = [110, 70, 140, 90, 60, 120, 80, 150, 100, 70, 130, 90];

export default function ResponsiveColumnsMasonry() {
  return (
    <Box sx={{width: '100%'}}>
      <Masonry columns={{xs: 2, sm: 3, md: 4, lg: 5}} spacing={1}>
        {heights.map((height, index) => (
          <Paper
            key={index}
            sx={{height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'success.light', color: 'common.black'}}>
            {index + 1}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
