import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const levels = ['Very poor', 'Poor', 'Fair', 'Good', 'Excellent'];

function levelText(value: number) {
  return `${levels[value - 1] ?? ''}, ${value} of 5`;
}

export default function AccessibleSlider() {
  return (
    <Box sx={{width: 320, px: 2}}>
      <Typography id="service-rating-label" gutterBottom>
        How was the service?
      </Typography>
      <Slider
        aria-labelledby="service-rating-label"
        getAriaValueText={levelText}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => levels[value - 1] ?? value}
        defaultValue={4}
        min={1}
        max={5}
        marks={[
          {value: 1, label: 'Very poor'},
          {value: 5, label: 'Excellent'},
        ]}
      />
    </Box>
  );
}
