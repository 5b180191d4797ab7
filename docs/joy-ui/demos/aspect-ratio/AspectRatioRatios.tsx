import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const ratios = ['1', '4 / 3', '16 / 9', '21 / 9'] as const;

export default function AspectRatioRatios() {
  return (
    <Grid container spacing={2} sx={{width: '100%'}}>
      {ratios.map((ratio) => (
        <Grid key={ratio} size={{xs: 6, sm: 3}}>
          <AspectRatio ratio={ratio} variant="outlined" sx={{borderRadius: 'md'}}>
            <Typography level="title-sm" component="span">
              {ratio}
            </Typography>
          </AspectRatio>
        </Grid>
      ))}
    </Grid>
  );
}
