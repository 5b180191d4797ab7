import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';

// The shared look lives in one styled component, built on Box so it keeps `component` and `sx`.
const Tile = styled(Box)(({theme}) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  minWidth: 140,
}));

export default function BoxStyled() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Tile>
        <Box sx={{typography: 'caption', color: 'text.secondary'}}>Open tickets</Box>
        <Box sx={{typography: 'h5'}}>14</Box>
      </Tile>
      {/* sx on one instance overrides the styled() rules for that instance only. */}
      <Tile sx={{borderColor: 'error.main', bgcolor: 'action.hover'}}>
        <Box sx={{typography: 'caption', color: 'text.secondary'}}>Overdue</Box>
        <Box sx={{typography: 'h5', color: 'error.main'}}>3</Box>
      </Tile>
    </Stack>
  );
}
