import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme} from '@mui/material/styles';

const plans = [
  {name: 'Starter', price: '$0', detail: 'One project, community support'},
  {name: 'Team', price: '$24', detail: 'Ten projects, shared workspaces'},
  {name: 'Business', price: '$79', detail: 'Unlimited projects, audit log'},
];

export default function ResponsiveBreakpointReadout() {
  const theme = useTheme();
  // Hooks cannot run in a loop, so each breakpoint gets its own query.
  const smUp = useMediaQuery(theme.breakpoints.up('sm'));
  const mdUp = useMediaQuery(theme.breakpoints.up('md'));
  const lgUp = useMediaQuery(theme.breakpoints.up('lg'));
  const xlUp = useMediaQuery(theme.breakpoints.up('xl'));
  const active = xlUp ? 'xl' : lgUp ? 'lg' : mdUp ? 'md' : smUp ? 'sm' : 'xs';

  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Typography variant="body2" color="text.secondary">
        Active breakpoint (from the window width): <strong>{active}</strong>
      </Typography>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} useFlexGap>
        {plans.map((plan) => (
          <Paper key={plan.name} variant="outlined" sx={{flex: 1, p: {xs: 1.5, md: 2}}}>
            <Typography variant="subtitle1" component="h3">
              {plan.name}
            </Typography>
            <Typography sx={{fontSize: {xs: '1.25rem', md: '1.5rem'}, fontWeight: 700}}>{plan.price}</Typography>
            <Box component="p" sx={{m: 0, color: 'text.secondary', display: {xs: 'none', md: 'block'}}}>
              {plan.detail}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
