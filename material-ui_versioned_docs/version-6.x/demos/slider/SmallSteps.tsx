import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function SmallSteps() {
  const [opacity, setOpacity] = React.useState(0.75);

  return (
    <Box sx={{width: 300}}>
      <Typography id="opacity-label" gutterBottom>
        Layer opacity
      </Typography>
      <Slider
        aria-labelledby="opacity-label"
        value={opacity}
        onChange={(_event, value) => setOpacity(value as number)}
        min={0}
        max={1}
        step={0.05}
        shiftStep={0.25}
        marks
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${Math.round(value * 100)}%`}
        getAriaValueText={(value) => `${Math.round(value * 100)} percent`}
      />
      <Box
        sx={{height: 48, borderRadius: 1, bgcolor: 'primary.main', opacity}}
        role="img"
        aria-label={`Preview at ${Math.round(opacity * 100)}% opacity`}
      />
    </Box>
  );
}
