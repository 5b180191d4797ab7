import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';

const fields = ['First name', 'Last name', 'Email', 'Phone', 'City', 'Postcode'];

export default function RowColumnSpacingGrid() {
  return (
    <Grid container rowSpacing={1} columnSpacing={{xs: 1, sm: 3}} sx={{width: '100%'}}>
      {fields.map((field) => (
        <Grid key={field} size={6}>
          <Paper variant="outlined" sx={{p: 1.5}}>
            {field}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
