import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const guideMarks = [
  {value: 0, label: '0'},
  {value: 50, label: '50'},
  {value: 100, label: '100'},
];

export default function TrackSliders() {
  return (
    <Box sx={{width: 320}}>
      <Typography gutterBottom>No track: position only</Typography>
      <Slider
        getAriaLabel={(index) => `Reference point ${index + 1}`}
        track={false}
        defaultValue={[20, 45, 80]}
        marks={guideMarks}
        valueLabelDisplay="auto"
      />
      <Typography id="track-inverted-label" gutterBottom>
        Inverted track: storage left free
      </Typography>
      <Slider
        aria-labelledby="track-inverted-label"
        track="inverted"
        defaultValue={70}
        marks={guideMarks}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value} GB used`}
      />
    </Box>
  );
}
