import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';
import Input from '@mui/material/Input';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import PhotoSizeSelectLargeIcon from '@mui/icons-material/PhotoSizeSelectLarge';

const min = 16;
const max = 512;

export default function InputSlider() {
  const [size, setSize] = React.useState<number | ''>(128);

  const handleInputChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setSize(event.target.value === '' ? '' : Number(event.target.value));
  };

  // Bring a typed value back into range once the field loses focus.
  const handleBlur = () => {
    if (size === '' || size < min) {
      setSize(min);
    } else if (size > max) {
      setSize(max);
    }
  };

  return (
    <Box sx={{width: 340}}>
      <Typography id="image-size-label" gutterBottom>
        Thumbnail width (pixels)
      </Typography>
      <Grid container spacing={2} sx={{alignItems: 'center'}}>
        <Grid>
          <PhotoSizeSelectLargeIcon aria-hidden />
        </Grid>
        <Grid size="grow">
          <Slider
            aria-labelledby="image-size-label"
            value={typeof size === 'number' ? size : min}
            onChange={(_event, value) => setSize(value as number)}
            min={min}
            max={max}
            step={16}
          />
        </Grid>
        <Grid>
          <Input
            value={size}
            size="small"
            onChange={handleInputChange}
            onBlur={handleBlur}
            inputProps={{
              step: 16,
              min,
              max,
              type: 'number',
              'aria-labelledby': 'image-size-label',
            }}
            sx={{width: 64}}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
