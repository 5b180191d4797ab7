import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const speeds = [
  {value: 0.5, label: '0.5×'},
  {value: 0.75, label: '0.75×'},
  {value: 1, label: '1×'},
  {value: 1.5, label: '1.5×'},
  {value: 2, label: '2×'},
];

export default function RestrictedValues() {
  return (
    <Box sx={{width: 320, px: 2}}>
      <Typography id="playback-speed-label" gutterBottom>
        Playback speed
      </Typography>
      <Slider
        aria-labelledby="playback-speed-label"
        defaultValue={1}
        step={null}
        min={0.5}
        max={2}
        marks={speeds}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}×`}
        getAriaValueText={(value) => `${value} times normal speed`}
      />
    </Box>
  );
}
