import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const panelSx = {p: 2, height: '100%'} as const;

export default function StackInCellGrid() {
  return (
    <Grid container spacing={2} sx={{width: '100%'}}>
      <Grid size={{xs: 12, sm: 4}}>
        {/* The column of cards is a Stack inside one cell: Grid only divides the row. */}
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{p: 2}}>
            Filters
          </Paper>
          <Paper variant="outlined" sx={{p: 2}}>
            Saved searches
          </Paper>
          <Paper variant="outlined" sx={{p: 2}}>
            Recent items
          </Paper>
        </Stack>
      </Grid>
      <Grid size={{xs: 12, sm: 8}}>
        <Paper variant="outlined" sx={panelSx}>
          Results
        </Paper>
      </Grid>
    </Grid>
  );
}
