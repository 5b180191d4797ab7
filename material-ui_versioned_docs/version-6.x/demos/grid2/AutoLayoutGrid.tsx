import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';

const panelSx = {p: 1.5, textAlign: 'center'} as const;

export default function AutoLayoutGrid() {
  return (
    <Grid container spacing={2} sx={{width: '100%'}}>
      <Grid size="grow">
        <Paper variant="outlined" sx={panelSx}>
          grow
        </Paper>
      </Grid>
      <Grid size={6}>
        <Paper variant="outlined" sx={panelSx}>
          size 6
        </Paper>
      </Grid>
      <Grid size="grow">
        <Paper variant="outlined" sx={panelSx}>
          grow
        </Paper>
      </Grid>
    </Grid>
  );
}
