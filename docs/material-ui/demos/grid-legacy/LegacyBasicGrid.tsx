import * as React from 'react';
import Box from '@mui/material/Box';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

const panelSx = {p: 2, textAlign: 'center'} as const;

export default function LegacyBasicGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <GridLegacy container spacing={2}>
        <GridLegacy item xs={8}>
          <Paper variant="outlined" sx={panelSx}>
            Article (xs 8)
          </Paper>
        </GridLegacy>
        <GridLegacy item xs={4}>
          <Paper variant="outlined" sx={panelSx}>
            Sidebar (xs 4)
          </Paper>
        </GridLegacy>
        <GridLegacy item xs>
          <Paper variant="outlined" sx={panelSx}>
            Fills the rest (xs)
          </Paper>
        </GridLegacy>
        <GridLegacy item xs="auto">
          <Paper variant="outlined" sx={panelSx}>
            Fits its content (xs auto)
          </Paper>
        </GridLegacy>
      </GridLegacy>
    </Box>
  );
}
