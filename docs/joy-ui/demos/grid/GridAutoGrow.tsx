import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function GridAutoGrow() {
  return (
    <Grid container spacing={2} sx={{flexGrow: 1}}>
      <Grid size="auto">
        <Sheet variant="outlined" sx={{p: 1.5, borderRadius: 'sm'}}>
          size=&quot;auto&quot;: as wide as its content
        </Sheet>
      </Grid>
      <Grid size="grow">
        <Sheet variant="soft" sx={{p: 1.5, borderRadius: 'sm'}}>
          size=&quot;grow&quot;: takes the remaining space
        </Sheet>
      </Grid>
      <Grid size={3}>
        <Sheet variant="outlined" sx={{p: 1.5, borderRadius: 'sm'}}>
          size=3
        </Sheet>
      </Grid>
    </Grid>
  );
}
