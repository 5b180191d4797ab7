import * as React from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import TextField from '@mui/material/TextField';

export default function AutoGrowGrid() {
  return (
    <Grid container spacing={1} sx={{width: '100%', alignItems: 'center'}}>
      <Grid size="grow">
        <TextField label="Search orders" size="small" fullWidth />
      </Grid>
      <Grid size="auto">
        <Button variant="outlined">Filters</Button>
      </Grid>
      <Grid size="auto">
        <Button variant="contained">Search</Button>
      </Grid>
    </Grid>
  );
}
