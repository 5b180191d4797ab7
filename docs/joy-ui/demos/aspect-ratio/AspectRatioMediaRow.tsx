import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Terrain from '@mui/icons-material/Terrain';

export default function AspectRatioMediaRow() {
  return (
    <Sheet
      variant="outlined"
      sx={{display: 'flex', gap: 2, p: 1.5, borderRadius: 'md', maxWidth: 420, alignItems: 'center'}}>
      <AspectRatio ratio="1" color="warning" sx={{flexBasis: 88, flexShrink: 0, borderRadius: 'sm'}}>
        <div>
          <Terrain sx={{fontSize: '2rem'}} />
        </div>
      </AspectRatio>
      <div>
        <Typography level="title-md">Ridge trail, day two</Typography>
        <Typography level="body-sm">
          The square tile keeps its shape whatever the length of the text next to it.
        </Typography>
      </div>
    </Sheet>
  );
}
