import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

function Cell({children}: {children: React.ReactNode}) {
  return (
    <Sheet variant="soft" color="primary" sx={{p: 1.5, textAlign: 'center', borderRadius: 'sm'}}>
      {children}
    </Sheet>
  );
}

export default function GridColumnsOffset() {
  return (
    <Grid container columns={10} spacing={1.5} sx={{flexGrow: 1}}>
      <Grid size={3}>
        <Cell>size 3 of 10</Cell>
      </Grid>
      <Grid size={3} offset={4}>
        <Cell>size 3, offset 4</Cell>
      </Grid>
      <Grid size={4} offset={{xs: 0, sm: 2}}>
        <Cell>offset 2 from sm</Cell>
      </Grid>
      <Grid size={3} offset="auto">
        <Cell>offset auto</Cell>
      </Grid>
    </Grid>
  );
}
