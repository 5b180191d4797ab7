import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme} from '@mui/material/styles';
import type {Breakpoint} from '@mui/material/styles';

// A replacement for the removed withWidth() higher-order component: the largest breakpoint that matches.
function useWidth(): Breakpoint {
  const theme = useTheme();
  const xl = useMediaQuery(theme.breakpoints.up('xl'));
  const lg = useMediaQuery(theme.breakpoints.up('lg'));
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  if (xl) return 'xl';
  if (lg) return 'lg';
  if (md) return 'md';
  if (sm) return 'sm';
  return 'xs';
}

const columnsFor: Record<Breakpoint, number> = {xs: 1, sm: 2, md: 3, lg: 4, xl: 4};

export default function UseWidth() {
  const width = useWidth();
  const columns = columnsFor[width];

  return (
    <Box>
      <Typography variant="body2" sx={{mb: 1}}>
        Current width: <code>{width}</code>, so the gallery shows {columns} column{columns > 1 ? 's' : ''}.
      </Typography>
      <Box sx={{display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 1}}>
        {['Dunes', 'Harbour', 'Forest', 'Glacier'].map((name) => (
          <Box key={name} sx={{p: 2, bgcolor: 'action.hover', borderRadius: 1, textAlign: 'center'}}>
            {name}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
