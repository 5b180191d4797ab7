import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SliderColors() {
  return (
    <Box sx={{maxWidth: 320}}>
      {colors.map((color) => (
        <Slider key={color} color={color} aria-label={`${color} slider`} defaultValue={60} />
      ))}
    </Box>
  );
}
