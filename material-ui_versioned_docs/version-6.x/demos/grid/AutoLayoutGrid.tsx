import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const panelSx = {p: 1.5, textAlign: 'center'} as const;

export default function AutoLayoutGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <Grid container spacing={2}>
        <Grid item xs>
          <Paper variant="outlined" sx={panelSx}>
            xs
          </Paper>
        </Grid>
        <Grid item xs={6}>
          <Paper variant="outlined" sx={panelSx}>
            xs 6
          </Paper>
        </Grid>
        <Grid item xs>
          <Paper variant="outlined" sx={panelSx}>
            xs
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
