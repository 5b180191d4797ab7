import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = [
  {name: 'Free', price: '$0'},
  {name: 'Pro', price: '$12'},
  {name: 'Team', price: '$30'},
];

export default function ResponsiveStack() {
  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={{xs: 1, sm: 2, md: 3}} sx={{width: '100%'}}>
      {plans.map((plan) => (
        <Paper key={plan.name} variant="outlined" sx={{p: 2, flex: 1}}>
          <Typography variant="subtitle1">{plan.name}</Typography>
          <Typography variant="h5">{plan.price}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
