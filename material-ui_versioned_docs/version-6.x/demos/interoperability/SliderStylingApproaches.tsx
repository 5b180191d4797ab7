import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import Slider, {sliderClasses} from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';

// 2. styled(): a reusable component; class names come from `sliderClasses`.
const SquareThumbSlider = styled(Slider)(({theme}) => ({
  color: theme.palette.success.main,
  [`& .${sliderClasses.thumb}`]: {borderRadius: 4},
  [`& .${sliderClasses.rail}`]: {opacity: 0.2},
}));

// 3. Plain CSS with the stable global class names (here injected with GlobalStyles,
// in an app it would live in a .css file).
const plainCss = `
  .volume-slider .MuiSlider-thumb { width: 14px; height: 14px; }
  .volume-slider .MuiSlider-track { border: none; background-color: #7b1fa2; }
  .volume-slider .MuiSlider-thumb { background-color: #7b1fa2; }
`;

export default function SliderStylingApproaches() {
  return (
    <Stack spacing={3} sx={{width: '100%', maxWidth: 360}}>
      <GlobalStyles styles={plainCss} />
      <div>
        <Typography id="sx-slider" gutterBottom>
          1. The sx prop
        </Typography>
        <Slider
          aria-labelledby="sx-slider"
          defaultValue={30}
          sx={{color: 'warning.main', '& .MuiSlider-thumb': {boxShadow: 'none'}}}
        />
      </div>
      <div>
        <Typography id="styled-slider" gutterBottom>
          2. styled()
        </Typography>
        <SquareThumbSlider aria-labelledby="styled-slider" defaultValue={50} />
      </div>
      <div>
        <Typography id="css-slider" gutterBottom>
          3. Global class names
        </Typography>
        <Slider className="volume-slider" aria-labelledby="css-slider" defaultValue={70} />
      </div>
    </Stack>
  );
}
