import * as React from 'react';
import Box from '@mui/material/Box';

const stats = [
  {label: 'Visitors', value: '12.4k'},
  {label: 'Sign-ups', value: '318'},
  {label: 'Conversion', value: '2.6%'},
];

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: {xs: 'column', sm: 'row'},
        gap: {xs: 1, sm: 2},
        width: '100%',
      }}>
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{
            flex: 1,
            p: {xs: 1.5, md: 2.5},
            borderRadius: 1,
            bgcolor: 'action.hover',
            textAlign: {xs: 'left', sm: 'center'},
          }}>
          <Box sx={{typography: 'caption', color: 'text.secondary'}}>{stat.label}</Box>
          <Box sx={{typography: 'h5'}}>{stat.value}</Box>
        </Box>
      ))}
    </Box>
  );
}
