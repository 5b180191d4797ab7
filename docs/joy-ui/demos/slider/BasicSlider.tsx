import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function BasicSlider() {
  const volumeId = React.useId();
  const bassId = React.useId();

  return (
    <Box sx={{maxWidth: 320}}>
      <Typography id={volumeId} level="body-sm">
        Volume
      </Typography>
      <Slider aria-labelledby={volumeId} defaultValue={30} />
      <Typography id={bassId} level="body-sm" sx={{mt: 2}}>
        Bass (locked)
      </Typography>
      <Slider aria-labelledby={bassId} defaultValue={60} disabled />
    </Box>
  );
}
