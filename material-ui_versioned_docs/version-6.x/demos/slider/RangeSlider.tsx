import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

function formatPrice(value: number) {
  return `$${value}`;
}

export default function RangeSlider() {
  const [range, setRange] = React.useState<number[]>([120, 480]);

  return (
    <Box sx={{width: 320}}>
      <Typography id="price-range-label" gutterBottom>
        Nightly price
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
        valueLabelFormat={formatPrice}
        valueLabelDisplay="auto"
        value={range}
        onChange={(_event, value) => setRange(value as number[])}
        min={0}
        max={600}
        step={10}
        disableSwap
      />
      <Typography variant="body2" color="text.secondary">
        Showing stays from {formatPrice(range[0] ?? 0)} to {formatPrice(range[1] ?? 0)} per night
      </Typography>
    </Box>
  );
}
