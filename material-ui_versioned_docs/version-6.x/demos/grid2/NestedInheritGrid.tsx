import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';

const cellSx = {p: 1, textAlign: 'center'} as const;

export default function NestedInheritGrid() {
  return (
    <Grid container spacing={2} columns={24} sx={{width: '100%'}}>
      <Grid size={8}>
        <Paper variant="outlined" sx={cellSx}>
          size 8 of 24
        </Paper>
      </Grid>
      <Grid container size={16}>
        {['Nested A', 'Nested B', 'Nested C'].map((label) => (
          <Grid key={label} size={8}>
            <Paper variant="outlined" sx={cellSx}>
              {label}: size 8 of 24
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
