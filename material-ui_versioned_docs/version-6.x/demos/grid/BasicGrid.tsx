import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const panelSx = {p: 2, textAlign: 'center'} as const;

export default function BasicGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <Grid container spacing={2}>
        <Grid item xs={8}>
          <Paper variant="outlined" sx={panelSx}>
            Article (xs 8)
          </Paper>
        </Grid>
        <Grid item xs={4}>
          <Paper variant="outlined" sx={panelSx}>
            Sidebar (xs 4)
          </Paper>
        </Grid>
        <Grid item xs>
          <Paper variant="outlined" sx={panelSx}>
            Fills the rest (xs)
          </Paper>
        </Grid>
        <Grid item xs="auto">
          <Paper variant="outlined" sx={panelSx}>
            Fits its content (xs auto)
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
