import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Landscape from '@mui/icons-material/Landscape';

export default function AspectRatioHeightLimits() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <div>
        <Typography level="body-sm" sx={{mb: 0.5}}>
          ratio 16 / 9, maxHeight 120
        </Typography>
        <AspectRatio ratio="16 / 9" maxHeight={120} color="primary" sx={{borderRadius: 'sm'}}>
          <div>
            <Landscape sx={{fontSize: '2.5rem'}} />
          </div>
        </AspectRatio>
      </div>
      <div>
        <Typography level="body-sm" sx={{mb: 0.5}}>
          ratio 21 / 9, minHeight 100
        </Typography>
        <AspectRatio ratio="21 / 9" minHeight={100} color="success" sx={{borderRadius: 'sm', maxWidth: 200}}>
          <div>
            <Landscape sx={{fontSize: '2rem'}} />
          </div>
        </AspectRatio>
      </div>
    </Stack>
  );
}
