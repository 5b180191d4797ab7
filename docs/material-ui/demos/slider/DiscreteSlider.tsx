import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const marks = [
  {value: 16, label: '16°C'},
  {value: 20, label: '20°C'},
  {value: 24, label: '24°C'},
  {value: 28, label: '28°C'},
];

function valueText(value: number) {
  return `${value} degrees Celsius`;
}

export default function DiscreteSlider() {
  return (
    <Box sx={{width: 320}}>
      <Typography id="thermostat-label" gutterBottom>
        Thermostat
      </Typography>
      <Slider
        aria-labelledby="thermostat-label"
        defaultValue={21}
        getAriaValueText={valueText}
        valueLabelDisplay="auto"
        step={1}
        min={16}
        max={28}
        marks={marks}
      />
      <Typography id="speed-label" gutterBottom>
        Playback speed (only the marked values)
      </Typography>
      <Slider
        aria-labelledby="speed-label"
        defaultValue={1}
        step={null}
        min={0.5}
        max={2}
        marks={[{value: 0.5, label: '0.5×'}, {value: 1, label: '1×'}, {value: 1.5, label: '1.5×'}, {value: 2, label: '2×'}]}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}×`}
      />
    </Box>
  );
}
