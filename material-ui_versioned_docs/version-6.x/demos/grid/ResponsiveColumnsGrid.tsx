import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const photos = ['Harbour', 'Lighthouse', 'Dunes', 'Pier', 'Cliffs', 'Marina'];

export default function ResponsiveColumnsGrid() {
  return (
    <Box sx={{width: '100%'}}>
      {/* 4 columns on phones, 8 on tablets, 12 from md: each item always spans 2, 4 and 4 of them. */}
      <Grid container spacing={{xs: 1, md: 2}} columns={{xs: 4, sm: 8, md: 12}}>
        {photos.map((photo) => (
          <Grid item key={photo} xs={2} sm={4} md={4}>
            <Paper variant="outlined" sx={{p: 2, textAlign: 'center'}}>
              {photo}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
