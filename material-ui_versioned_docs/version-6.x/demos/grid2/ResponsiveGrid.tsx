import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const products = [
  {name: 'Desk lamp', price: '$39'},
  {name: 'Notebook set', price: '$12'},
  {name: 'Monitor stand', price: '$54'},
  {name: 'Cable tray', price: '$18'},
  {name: 'Footrest', price: '$45'},
  {name: 'Pen holder', price: '$9'},
];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={{xs: 1, md: 2}} sx={{width: '100%'}}>
      {products.map((product) => (
        <Grid key={product.name} size={{xs: 12, sm: 6, md: 4}}>
          <Paper variant="outlined" sx={{p: 2}}>
            <Typography variant="subtitle2">{product.name}</Typography>
            <Typography variant="body2" sx={{color: 'text.secondary'}}>
              {product.price}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
