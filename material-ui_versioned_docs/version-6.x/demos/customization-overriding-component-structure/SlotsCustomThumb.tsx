import * as React from 'react';
import Box from '@mui/material/Box';
import Slider, {SliderThumb} from '@mui/material/Slider';

// The replacement keeps the default thumb (styles, classes, positioning) and adds grip lines.
// `children` holds the hidden <input>, so it must be rendered.
function GripThumb(props: React.HTMLAttributes<HTMLSpanElement>) {
  const {children, ...other} = props;
  return (
    <SliderThumb {...other}>
      {children}
      {[0, 1, 2].map((line) => (
        <Box key={line} component="span" sx={{width: '1px', height: 10, mx: '1.5px', bgcolor: 'primary.contrastText'}} />
      ))}
    </SliderThumb>
  );
}

export default function SlotsCustomThumb() {
  return (
    <Box sx={{width: '100%', maxWidth: 360, mx: 'auto', py: 2}}>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        defaultValue={[20, 65]}
        slots={{thumb: GripThumb}}
        sx={{'& .MuiSlider-thumb': {width: 28, height: 22, borderRadius: 1}}}
      />
    </Box>
  );
}
