import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function ColorSlider() {
  return (
    <Box sx={{width: 300}}>
      <Slider aria-label="Secondary colour" defaultValue={30} color="secondary" />
      <Slider aria-label="Success colour" defaultValue={50} color="success" />
      <Slider aria-label="Warning colour" defaultValue={70} color="warning" />
      <Slider aria-label="Error colour" defaultValue={90} color="error" />
    </Box>
  );
}
