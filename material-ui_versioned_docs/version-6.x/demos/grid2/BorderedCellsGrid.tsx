import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';

const specs = [
  {label: 'Weight', value: '1.2 kg'},
  {label: 'Battery', value: '18 h'},
  {label: 'Display', value: '13.6 in'},
  {label: 'Storage', value: '512 GB'},
  {label: 'Memory', value: '16 GB'},
  {label: 'Ports', value: '3'},
];

export default function BorderedCellsGrid() {
  return (
    <Grid
      container
      // No spacing: the cells touch, so each draws its right and bottom edge and the container
      // draws the top and left ones. Every line is then one pixel wide, however the cells wrap.
      sx={{width: '100%', borderTop: 1, borderLeft: 1, borderColor: 'divider'}}>
      {specs.map((spec) => (
        <Grid
          key={spec.label}
          size={{xs: 6, md: 4}}
          sx={{p: 2, borderRight: 1, borderBottom: 1, borderColor: 'divider'}}>
          <Typography variant="caption" component="p" sx={{color: 'text.secondary'}}>
            {spec.label}
          </Typography>
          <Typography variant="h6" component="p">
            {spec.value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
