import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';

const swatches = [
  'Red',
  'Orange',
  'Yellow',
  'Green',
  'Teal',
  'Blue',
  'Indigo',
  'Violet',
  'Pink',
  'Grey',
  'Brown',
  'Black',
];

export default function ResponsiveColumnsGrid() {
  return (
    <Grid container spacing={{xs: 1, md: 2}} columns={{xs: 4, sm: 8, md: 12}} sx={{width: '100%'}}>
      {swatches.map((swatch) => (
        <Grid key={swatch} size={2}>
          <Paper variant="outlined" sx={{p: 1, textAlign: 'center'}}>
            {swatch}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
