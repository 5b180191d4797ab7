import Stack from '@mui/joy/Stack';
import Slider from '@mui/joy/Slider';

const bands = ['60 Hz', '250 Hz', '1 kHz', '4 kHz', '16 kHz'];
const initial = [4, -2, 0, 3, 6];

export default function VerticalSlider() {
  return (
    <Stack direction="row" spacing={4} sx={{height: 200, px: 2}}>
      {bands.map((band, index) => (
        <Slider
          key={band}
          orientation="vertical"
          aria-label={`Gain at ${band}`}
          getAriaValueText={(value) => `${value} decibels`}
          min={-12}
          max={12}
          defaultValue={initial[index] ?? 0}
          valueLabelDisplay="auto"
        />
      ))}
    </Stack>
  );
}
