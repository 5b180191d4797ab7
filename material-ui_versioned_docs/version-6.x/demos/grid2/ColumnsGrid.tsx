import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';

const panelSx = {p: 1.5, textAlign: 'center'} as const;

export default function ColumnsGrid() {
  return (
    <Grid container spacing={2} columns={10} sx={{width: '100%'}}>
      <Grid size={7}>
        <Paper variant="outlined" sx={panelSx}>
          size 7 of 10 (70%)
        </Paper>
      </Grid>
      <Grid size={3}>
        <Paper variant="outlined" sx={panelSx}>
          size 3 (30%)
        </Paper>
      </Grid>
      {[1, 2, 3, 4, 5].map((n) => (
        <Grid key={n} size={2}>
          <Paper variant="outlined" sx={panelSx}>
            size 2
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
