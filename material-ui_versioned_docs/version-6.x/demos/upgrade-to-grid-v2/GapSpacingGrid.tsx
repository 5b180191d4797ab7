import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Cell({label}: {label: string}) {
  return (
    <Paper variant="outlined" sx={{p: 1, textAlign: 'center', bgcolor: 'action.hover'}}>
      {label}
    </Paper>
  );
}

export default function GapSpacingGrid() {
  return (
    <Box
      sx={{
        border: '2px dashed',
        borderColor: 'primary.main',
        p: 1,
        width: '100%',
      }}
    >
      <Typography variant="caption" component="p" sx={{mb: 1}}>
        Dashed box: the parent. The grid and its nested grid stay inside it.
      </Typography>
      <Grid container spacing={2} columns={12}>
        <Grid size={{xs: 12, sm: 4}}>
          <Cell label="size 4" />
        </Grid>
        <Grid size={{xs: 12, sm: 4}} offset={{sm: 4}}>
          <Cell label="size 4, offset 4" />
        </Grid>
        <Grid container size={12}>
          {/* Nested container: inherits spacing 2 and 12 columns from its parent */}
          <Grid size={6}>
            <Cell label="nested 6" />
          </Grid>
          <Grid size={3}>
            <Cell label="nested 3" />
          </Grid>
          <Grid size="grow">
            <Cell label="nested grow" />
          </Grid>
        </Grid>
      </Grid>
    </Box>
  );
}
