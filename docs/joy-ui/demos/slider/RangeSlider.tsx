import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const formatPrice = (value: number) => `$${value}`;

export default function RangeSlider() {
  const [range, setRange] = React.useState<number[]>([40, 120]);
  const labelId = React.useId();

  return (
    <Box sx={{maxWidth: 360}}>
      <Typography id={labelId} level="body-sm">
        Price range: {formatPrice(range[0] ?? 0)} to {formatPrice(range[1] ?? 0)}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
        min={0}
        max={200}
        step={5}
        value={range}
        onChange={(event, newValue) => {
          if (Array.isArray(newValue)) {
            setRange(newValue);
          }
        }}
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
        disableSwap
      />
    </Box>
  );
}
