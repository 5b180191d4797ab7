import * as React from 'react';
import Box from '@mui/joy/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        p: 2,
        maxWidth: 320,
        bgcolor: 'primary.softBg',
        color: 'primary.softColor',
        border: '1px solid',
        borderColor: 'primary.outlinedBorder',
        borderRadius: 'md',
        boxShadow: 'sm',
        fontFamily: 'body',
        fontSize: 'sm',
        fontWeight: 'md',
        '&:hover': {boxShadow: 'md'},
      }}>
      Spacing, colours, radius, shadow and font values all come from the Joy UI theme.
    </Box>
  );
}
