import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';

const panelSx = {p: 2, textAlign: 'center', height: '100%'} as const;

export default function MultipleBreakpointsGrid() {
  return (
    <Grid container spacing={2} sx={{width: '100%'}}>
      <Grid size={{xs: 12, md: 8}}>
        <Paper variant="outlined" sx={panelSx}>
          Main chart: xs 12, md 8
        </Paper>
      </Grid>
      <Grid size={{xs: 12, md: 4}}>
        <Paper variant="outlined" sx={panelSx}>
          Summary: xs 12, md 4
        </Paper>
      </Grid>
      <Grid size={{xs: 6, md: 3}}>
        <Paper variant="outlined" sx={panelSx}>
          Visits: xs 6, md 3
        </Paper>
      </Grid>
      <Grid size={{xs: 6, md: 3}}>
        <Paper variant="outlined" sx={panelSx}>
          Sign-ups: xs 6, md 3
        </Paper>
      </Grid>
      <Grid size={{xs: 12, md: 6}}>
        <Paper variant="outlined" sx={panelSx}>
          Revenue: xs 12, md 6
        </Paper>
      </Grid>
    </Grid>
  );
}
