import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function ContinuousSlider() {
  const [volume, setVolume] = React.useState<number>(40);

  return (
    <Box sx={{width: 260}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', mb: 1}}>
        <VolumeDown aria-hidden />
        <Slider
          aria-label="Volume"
          value={volume}
          onChange={(_event, value) => setVolume(value as number)}
        />
        <VolumeUp aria-hidden />
      </Stack>
      <Slider aria-label="Balance" defaultValue={50} disabled />
    </Box>
  );
}
