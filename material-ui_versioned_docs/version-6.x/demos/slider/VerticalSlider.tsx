import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const bands = [
  {id: 'band-bass', label: 'Bass', value: 40},
  {id: 'band-mid', label: 'Mid', value: 55},
  {id: 'band-treble', label: 'Treble', value: 70},
];

export default function VerticalSlider() {
  return (
    <Stack direction="row" spacing={5}>
      {bands.map((band) => (
        <Stack key={band.id} spacing={1} sx={{alignItems: 'center'}}>
          <Box sx={{height: 180}}>
            <Slider
              aria-labelledby={band.id}
              orientation="vertical"
              defaultValue={band.value}
              valueLabelDisplay="auto"
              marks={[{value: 50}]}
            />
          </Box>
          <Typography id={band.id} variant="body2">
            {band.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
