import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const minDistance = 2;

function hourText(value: number) {
  return `${value}:00`;
}

export default function MinimumDistanceSlider() {
  const [blocked, setBlocked] = React.useState<number[]>([9, 17]);
  const [pushed, setPushed] = React.useState<number[]>([9, 17]);

  // The moving thumb stops when it gets closer than minDistance to the other one.
  const handleBlocked = (_event: Event, next: number | number[], activeThumb: number) => {
    // A slider with an array value always reports an array.
    const [start = 0, end = 24] = next as number[];
    if (activeThumb === 0) {
      setBlocked([Math.min(start, (blocked[1] ?? 24) - minDistance), blocked[1] ?? 24]);
    } else {
      setBlocked([blocked[0] ?? 0, Math.max(end, (blocked[0] ?? 0) + minDistance)]);
    }
  };

  // The moving thumb pushes the other one along to keep the gap.
  const handlePushed = (_event: Event, next: number | number[], activeThumb: number) => {
    const [start = 0, end = 24] = next as number[];
    if (end - start >= minDistance) {
      setPushed([start, end]);
    } else if (activeThumb === 0) {
      const clamped = Math.min(start, 24 - minDistance);
      setPushed([clamped, clamped + minDistance]);
    } else {
      const clamped = Math.max(end, minDistance);
      setPushed([clamped - minDistance, clamped]);
    }
  };

  return (
    <Box sx={{width: 320}}>
      <Typography gutterBottom>Shop hours (the moving thumb stops)</Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Shop opens at' : 'Shop closes at')}
        getAriaValueText={hourText}
        valueLabelFormat={hourText}
        valueLabelDisplay="auto"
        value={blocked}
        onChange={handleBlocked}
        min={0}
        max={24}
        disableSwap
      />
      <Typography gutterBottom>Café hours (the moving thumb pushes the other)</Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Café opens at' : 'Café closes at')}
        getAriaValueText={hourText}
        valueLabelFormat={hourText}
        valueLabelDisplay="auto"
        value={pushed}
        onChange={handlePushed}
        min={0}
        max={24}
        disableSwap
      />
    </Box>
  );
}
