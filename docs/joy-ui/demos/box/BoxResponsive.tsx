import * as React from 'react';
import Box from '@mui/joy/Box';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: {xs: 'column', sm: 'row'},
        gap: {xs: 1, sm: 2},
        p: {xs: 1, md: 3},
        bgcolor: 'background.level1',
        borderRadius: 'sm',
      }}>
      {['One', 'Two', 'Three'].map((label) => (
        <Box
          key={label}
          sx={{
            flex: 1,
            p: 2,
            bgcolor: 'background.surface',
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 'sm',
            textAlign: 'center',
            fontSize: {xs: 'sm', md: 'lg'},
          }}>
          {label}
        </Box>
      ))}
    </Box>
  );
}
