import * as React from 'react';
import Box from '@mui/material/Box';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

const cellSx = {p: 1.5, textAlign: 'center'} as const;

export default function LegacyVariableWidthGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <GridLegacy container spacing={2}>
        <GridLegacy item xs="auto">
          <Paper variant="outlined" sx={cellSx}>
            auto: as wide as this label
          </Paper>
        </GridLegacy>
        <GridLegacy item xs={4}>
          <Paper variant="outlined" sx={cellSx}>
            xs 4
          </Paper>
        </GridLegacy>
        <GridLegacy item xs>
          <Paper variant="outlined" sx={cellSx}>
            xs: the rest
          </Paper>
        </GridLegacy>
      </GridLegacy>
    </Box>
  );
}
