import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SliderVariants() {
  return (
    <Box sx={{maxWidth: 320}}>
      {variants.map((variant) => (
        <Slider key={variant} variant={variant} aria-label={`${variant} slider`} defaultValue={40} />
      ))}
    </Box>
  );
}
