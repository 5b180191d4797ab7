import * as React from 'react';
import Box from '@mui/material/Box';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

const panelSx = {p: 1.5, textAlign: 'center'} as const;

export default function LegacyColumnsGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <GridLegacy container spacing={2} columns={16}>
        <GridLegacy item xs={8}>
          <Paper variant="outlined" sx={panelSx}>
            xs 8 of 16
          </Paper>
        </GridLegacy>
        <GridLegacy item xs={8}>
          <Paper variant="outlined" sx={panelSx}>
            xs 8 of 16
          </Paper>
        </GridLegacy>
        <GridLegacy item xs={4}>
          <Paper variant="outlined" sx={panelSx}>
            xs 4
          </Paper>
        </GridLegacy>
        <GridLegacy item xs={12}>
          <Paper variant="outlined" sx={panelSx}>
            xs 12
          </Paper>
        </GridLegacy>
      </GridLegacy>
    </Box>
  );
}
