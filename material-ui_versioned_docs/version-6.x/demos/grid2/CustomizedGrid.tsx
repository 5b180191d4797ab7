import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';

const features = [
  {title: 'Fast builds', text: 'Incremental compilation keeps rebuilds short.'},
  {title: 'Typed API', text: 'Every option ships with TypeScript types.'},
  {title: 'Themeable', text: 'Colours and spacing come from one theme.'},
];

export default function CustomizedGrid() {
  return (
    <Grid container component="ul" spacing={2} sx={{width: '100%', listStyle: 'none', m: 0, p: 0}}>
      {features.map((feature) => (
        <Grid
          key={feature.title}
          component="li"
          size={{xs: 12, sm: 4}}
          sx={{
            p: 2,
            borderRadius: 2,
            borderTop: 4,
            borderColor: 'primary.main',
            bgcolor: 'action.hover',
          }}>
          <Typography variant="subtitle1" component="h3">
            {feature.title}
          </Typography>
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            {feature.text}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
