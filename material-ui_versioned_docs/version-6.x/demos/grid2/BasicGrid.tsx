import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';

const panelSx = {p: 2, textAlign: 'center', height: '100%'} as const;

export default function BasicGrid() {
  return (
    <Box sx={{flexGrow: 1, width: '100%'}}>
      <Grid container spacing={2}>
        <Grid size={8}>
          <Paper variant="outlined" sx={panelSx}>
            Article (size 8)
          </Paper>
        </Grid>
        <Grid size={4}>
          <Paper variant="outlined" sx={panelSx}>
            Sidebar (size 4)
          </Paper>
        </Grid>
        <Grid size={4}>
          <Paper variant="outlined" sx={panelSx}>
            Author (size 4)
          </Paper>
        </Grid>
        <Grid size={8}>
          <Paper variant="outlined" sx={panelSx}>
            Comments (size 8)
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
