import * as React from 'react';
import Box from '@mui/material/Box';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

const panelSx = {p: 1.5, textAlign: 'center'} as const;

export default function LegacyAutoLayoutGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <GridLegacy container spacing={2}>
        <GridLegacy item xs>
          <Paper variant="outlined" sx={panelSx}>
            xs
          </Paper>
        </GridLegacy>
        <GridLegacy item xs={6}>
          <Paper variant="outlined" sx={panelSx}>
            xs 6
          </Paper>
        </GridLegacy>
        <GridLegacy item xs>
          <Paper variant="outlined" sx={panelSx}>
            xs
          </Paper>
        </GridLegacy>
      </GridLegacy>
    </Box>
  );
}
