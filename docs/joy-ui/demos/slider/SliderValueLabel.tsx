import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

function formatDuration(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}

export default function SliderValueLabel() {
  const alwaysId = React.useId();
  const offId = React.useId();

  return (
    <Box sx={{maxWidth: 360}}>
      <Typography id={alwaysId} level="body-sm" sx={{mb: 4}}>
        Meeting length (label always shown)
      </Typography>
      <Slider
        aria-labelledby={alwaysId}
        defaultValue={45}
        min={15}
        max={180}
        step={15}
        valueLabelDisplay="on"
        valueLabelFormat={formatDuration}
        getAriaValueText={formatDuration}
      />
      <Typography id={offId} level="body-sm" sx={{mt: 2}}>
        Brightness (no label)
      </Typography>
      <Slider aria-labelledby={offId} defaultValue={70} />
    </Box>
  );
}
