import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const marks = [
  {value: 0, label: 'Free'},
  {value: 9, label: '$9'},
  {value: 29, label: '$29'},
  {value: 49, label: '$49'},
];

export default function CustomMarks() {
  return (
    <Box sx={{width: 320, px: 2}}>
      <Typography id="budget-label" gutterBottom>
        Monthly budget per seat
      </Typography>
      <Slider
        aria-labelledby="budget-label"
        defaultValue={20}
        min={0}
        max={49}
        marks={marks}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `$${value}`}
        getAriaValueText={(value) => `${value} dollars`}
      />
    </Box>
  );
}
