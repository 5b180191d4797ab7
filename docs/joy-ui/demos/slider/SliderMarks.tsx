import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const temperatures = [
  {value: 0, label: '0°C'},
  {value: 20, label: '20°C'},
  {value: 37, label: '37°C'},
  {value: 100, label: '100°C'},
];

export default function SliderMarks() {
  const stepsId = React.useId();
  const tempId = React.useId();

  return (
    <Box sx={{maxWidth: 360}}>
      <Typography id={stepsId} level="body-sm">
        Zoom (steps of 10)
      </Typography>
      <Slider aria-labelledby={stepsId} defaultValue={50} step={10} marks valueLabelDisplay="auto" />
      <Typography id={tempId} level="body-sm" sx={{mt: 2}}>
        Preset temperature
      </Typography>
      <Slider
        aria-labelledby={tempId}
        defaultValue={20}
        step={null}
        marks={temperatures}
        getAriaValueText={(value) => `${value} degrees Celsius`}
      />
    </Box>
  );
}
