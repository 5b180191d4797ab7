import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const cellSx = {p: 1, textAlign: 'center'} as const;

function Row({row}: {row: number}) {
  return (
    <>
      {[1, 2, 3].map((cell) => (
        <Grid key={cell} item xs={4}>
          <Paper variant="outlined" sx={cellSx}>
            Row {row}, cell {cell}
          </Paper>
        </Grid>
      ))}
    </>
  );
}

export default function NestedGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <Grid container spacing={1}>
        {[1, 2, 3].map((row) => (
          <Grid key={row} container item spacing={3}>
            <Row row={row} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
