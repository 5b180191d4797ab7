import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

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
        defaultValue={20}
        getAriaValueText={valueText}
        valueLabelDisplay="auto"
        step={2}
        marks
        min={16}
        max={28}
      />
      <Typography id="thermostat-disabled-label" gutterBottom>
        Thermostat (locked by the building)
      </Typography>
      <Slider
        aria-labelledby="thermostat-disabled-label"
        defaultValue={22}
        getAriaValueText={valueText}
        step={2}
        marks
        min={16}
        max={28}
        disabled
      />
    </Box>
  );
}
