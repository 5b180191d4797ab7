import * as React from 'react';
import Box from '@mui/material/Box';
import Slider, {SliderThumb} from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';

// A thick, flat slider: square-ish track, a large ring for a thumb and no value label bubble.
const ChunkySlider = styled(Slider)(({theme}) => ({
  height: 10,
  padding: '16px 0',
  '& .MuiSlider-track': {
    border: 'none',
    borderRadius: 4,
  },
  '& .MuiSlider-rail': {
    borderRadius: 4,
    opacity: 0.3,
    backgroundColor: theme.palette.text.secondary,
  },
  '& .MuiSlider-thumb': {
    width: 26,
    height: 26,
    backgroundColor: theme.palette.background.paper,
    border: `3px solid ${theme.palette.primary.main}`,
    '&:hover, &.Mui-focusVisible, &.Mui-active': {
      boxShadow: `0 0 0 8px ${theme.palette.action.focus}`,
    },
    '&::before': {display: 'none'},
  },
}));

// A custom thumb through the `thumb` slot: it must render its children (the hidden input).
function GripThumb(props: React.HTMLAttributes<HTMLSpanElement>) {
  const {children, ...other} = props;
  return (
    <SliderThumb {...other}>
      {children}
      <Box component="span" aria-hidden sx={{display: 'flex', gap: '2px'}}>
        {[0, 1, 2].map((bar) => (
          <Box key={bar} component="span" sx={{width: 2, height: 10, bgcolor: 'primary.main', borderRadius: 1}} />
        ))}
      </Box>
    </SliderThumb>
  );
}

export default function CustomizedSlider() {
  return (
    <Box sx={{width: 320}}>
      <Typography id="chunky-slider-label" gutterBottom>
        Brightness
      </Typography>
      <ChunkySlider aria-labelledby="chunky-slider-label" defaultValue={65} />
      <Typography gutterBottom>Distance from city centre (km)</Typography>
      <ChunkySlider
        getAriaLabel={(index) => (index === 0 ? 'Minimum distance' : 'Maximum distance')}
        slots={{thumb: GripThumb}}
        defaultValue={[5, 25]}
        max={50}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
