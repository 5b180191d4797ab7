import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function LabelAlwaysVisible() {
  return (
    <Box sx={{width: 300, pt: 5}}>
      <Slider
        aria-label="Tip percentage"
        defaultValue={15}
        min={0}
        max={30}
        step={5}
        marks
        valueLabelDisplay="on"
        valueLabelFormat={(value) => `${value}%`}
        getAriaValueText={(value) => `${value} percent`}
      />
    </Box>
  );
}
