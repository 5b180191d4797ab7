import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

export default function SliderSizes() {
  return (
    <Box sx={{maxWidth: 320}}>
      <Slider size="sm" aria-label="Small slider" defaultValue={25} />
      <Slider size="md" aria-label="Medium slider" defaultValue={50} />
      <Slider size="lg" aria-label="Large slider" defaultValue={75} />
    </Box>
  );
}
