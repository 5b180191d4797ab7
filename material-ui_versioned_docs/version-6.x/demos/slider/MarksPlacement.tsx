import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const MIN = 1;
const MAX = 50;
// Marks at both ends, without labels: the labels are drawn below, aligned with the edges.
const marks = [{value: MIN}, {value: MAX}];

export default function MarksPlacement() {
  const [radius, setRadius] = React.useState(10);

  return (
    <Box sx={{width: 300}}>
      <Typography id="radius-label" gutterBottom>
        Search radius: {radius} km
      </Typography>
      <Slider
        aria-labelledby="radius-label"
        value={radius}
        min={MIN}
        max={MAX}
        marks={marks}
        getAriaValueText={(value) => `${value} kilometres`}
        onChange={(_event, value) => setRadius(value as number)}
      />
      <Box sx={{display: 'flex', justifyContent: 'space-between', mt: -1}} aria-hidden="true">
        <Typography variant="caption" sx={{color: 'text.secondary'}}>
          {MIN} km
        </Typography>
        <Typography variant="caption" sx={{color: 'text.secondary'}}>
          {MAX} km
        </Typography>
      </Box>
    </Box>
  );
}
