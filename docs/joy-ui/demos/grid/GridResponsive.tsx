import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const cards = ['Revenue', 'Orders', 'Visitors', 'Refunds', 'Reviews', 'Returns'];

export default function GridResponsive() {
  return (
    <Grid container spacing={{xs: 1, md: 2}} sx={{flexGrow: 1}}>
      {cards.map((title) => (
        <Grid key={title} size={{xs: 12, sm: 6, md: 4}}>
          <Sheet variant="outlined" sx={{p: 2, borderRadius: 'sm'}}>
            <Typography level="title-sm">{title}</Typography>
            <Typography level="body-xs">xs 12 · sm 6 · md 4</Typography>
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
