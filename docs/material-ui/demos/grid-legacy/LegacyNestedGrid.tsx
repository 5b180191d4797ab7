import * as React from 'react';
import Box from '@mui/material/Box';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

const cellSx = {p: 1, textAlign: 'center'} as const;

function Row({row}: {row: number}) {
  return (
    <>
      {[1, 2, 3].map((cell) => (
        <GridLegacy key={cell} item xs={4}>
          <Paper variant="outlined" sx={cellSx}>
            Row {row}, cell {cell}
          </Paper>
        </GridLegacy>
      ))}
    </>
  );
}

export default function LegacyNestedGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <GridLegacy container spacing={1}>
        {[1, 2, 3].map((row) => (
          <GridLegacy key={row} container item spacing={3}>
            <Row row={row} />
          </GridLegacy>
        ))}
      </GridLegacy>
    </Box>
  );
}
