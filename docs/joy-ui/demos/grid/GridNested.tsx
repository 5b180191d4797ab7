import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

function Cell({label}: {label: string}) {
  return (
    <Sheet variant="soft" sx={{p: 1, textAlign: 'center', borderRadius: 'sm'}}>
      {label}
    </Sheet>
  );
}

export default function GridNested() {
  return (
    <Grid container spacing={2} sx={{flexGrow: 1}}>
      <Grid size={{xs: 12, sm: 8}} container spacing={1}>
        <Grid size={6}>
          <Cell label="Nested 6" />
        </Grid>
        <Grid size={6}>
          <Cell label="Nested 6" />
        </Grid>
        <Grid size={12}>
          <Cell label="Nested 12" />
        </Grid>
      </Grid>
      <Grid size={{xs: 12, sm: 4}}>
        <Sheet variant="outlined" sx={{p: 1, height: '100%', borderRadius: 'sm', textAlign: 'center'}}>
          Sidebar
        </Sheet>
      </Grid>
    </Grid>
  );
}
