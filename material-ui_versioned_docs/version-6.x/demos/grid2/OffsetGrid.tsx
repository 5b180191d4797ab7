import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';

const panelSx = {p: 1.5, textAlign: 'center'} as const;

export default function OffsetGrid() {
  return (
    <Grid container spacing={2} sx={{width: '100%'}}>
      <Grid size={{xs: 6, md: 4}}>
        <Paper variant="outlined" sx={panelSx}>
          Logo
        </Paper>
      </Grid>
      <Grid size={{xs: 6, md: 4}} offset={{md: 4}}>
        <Paper variant="outlined" sx={panelSx}>
          Account menu
        </Paper>
      </Grid>
      <Grid size={{xs: 12, md: 6}} offset={{md: 3}}>
        <Paper variant="outlined" sx={panelSx}>
          Centred notice (offset 3 on md and up)
        </Paper>
      </Grid>
      <Grid size={4} offset="auto">
        <Paper variant="outlined" sx={panelSx}>
          Pushed right
        </Paper>
      </Grid>
    </Grid>
  );
}
