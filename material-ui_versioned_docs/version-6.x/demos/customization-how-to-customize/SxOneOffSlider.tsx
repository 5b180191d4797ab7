import Box from '@mui/material/Box';
import Slider, {sliderClasses} from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function SxOneOffSlider() {
  return (
    <Box sx={{width: '100%', maxWidth: 360, mx: 'auto'}}>
      <Typography id="volume-slider-label" gutterBottom>
        Volume
      </Typography>
      <Slider
        defaultValue={40}
        aria-labelledby="volume-slider-label"
        sx={{
          height: 8,
          // A nested slot, targeted with its global class name.
          '& .MuiSlider-thumb': {
            width: 18,
            height: 18,
            borderRadius: 1,
          },
          // The same kind of selector, built from the exported class map.
          [`& .${sliderClasses.rail}`]: {opacity: 0.2},
          // A state class on the root: only applies while the slider is disabled.
          '&.Mui-disabled': {opacity: 0.5},
        }}
      />
      <Typography id="balance-slider-label" gutterBottom>
        Balance (locked)
      </Typography>
      <Slider
        disabled
        defaultValue={50}
        aria-labelledby="balance-slider-label"
        sx={{height: 8, '& .MuiSlider-thumb': {borderRadius: 1}, '&.Mui-disabled': {opacity: 0.5}}}
      />
    </Box>
  );
}
