import * as React from 'react';
import Box from '@mui/material/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        width: 220,
        p: 2,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 3,
        transition: 'background-color 150ms',
        '&:hover': {bgcolor: 'primary.dark'},
      }}>
      <Box sx={{typography: 'overline'}}>Storage used</Box>
      <Box sx={{typography: 'h4', fontWeight: 'bold'}}>68%</Box>
      <Box sx={{typography: 'body2'}}>34 GB of 50 GB</Box>
    </Box>
  );
}
