import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const cellSx = {p: 1.5, textAlign: 'center'} as const;

export default function NestedGrid() {
  return (
    <Grid container spacing={2} sx={{width: '100%'}}>
      <Grid size={{xs: 12, md: 5}}>
        <Paper variant="outlined" sx={{...cellSx, height: '100%'}}>
          Profile
        </Paper>
      </Grid>
      <Grid container size={{xs: 12, md: 7}} spacing={1} columns={6}>
        <Grid size={6}>
          <Typography variant="caption">Nested container with 6 columns</Typography>
        </Grid>
        {['Posts', 'Followers', 'Following'].map((label) => (
          <Grid key={label} size={2}>
            <Paper variant="outlined" sx={cellSx}>
              {label}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
