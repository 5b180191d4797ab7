import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const cellSx = {p: 1.5, textAlign: 'center'} as const;

export default function VariableWidthGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <Grid container spacing={2}>
        <Grid item xs="auto">
          <Paper variant="outlined" sx={cellSx}>
            auto: as wide as this label
          </Paper>
        </Grid>
        <Grid item xs={4}>
          <Paper variant="outlined" sx={cellSx}>
            xs 4
          </Paper>
        </Grid>
        <Grid item xs>
          <Paper variant="outlined" sx={cellSx}>
            xs: the rest
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
