import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// The thumb moves through 0..10 in equal steps; each step doubles the file size.
function scale(position: number) {
  return 2 ** position;
}

function formatSize(megabytes: number) {
  return megabytes >= 1024 ? `${megabytes / 1024} GB` : `${megabytes} MB`;
}

export default function NonLinearSlider() {
  const [position, setPosition] = React.useState(4);

  return (
    <Box sx={{width: 320}}>
      <Typography id="upload-limit-label" gutterBottom>
        Upload limit: {formatSize(scale(position))}
      </Typography>
      <Slider
        aria-labelledby="upload-limit-label"
        value={position}
        onChange={(_event, value) => setPosition(value as number)}
        min={0}
        max={10}
        step={1}
        scale={scale}
        valueLabelDisplay="auto"
        valueLabelFormat={formatSize}
        getAriaValueText={formatSize}
      />
    </Box>
  );
}
