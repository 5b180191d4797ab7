import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const panelSx = {p: 1.5, textAlign: 'center'} as const;

export default function ColumnsGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <Grid container spacing={2} columns={16}>
        <Grid item xs={8}>
          <Paper variant="outlined" sx={panelSx}>
            xs 8 of 16
          </Paper>
        </Grid>
        <Grid item xs={8}>
          <Paper variant="outlined" sx={panelSx}>
            xs 8 of 16
          </Paper>
        </Grid>
        <Grid item xs={4}>
          <Paper variant="outlined" sx={panelSx}>
            xs 4
          </Paper>
        </Grid>
        <Grid item xs={12}>
          <Paper variant="outlined" sx={panelSx}>
            xs 12
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
