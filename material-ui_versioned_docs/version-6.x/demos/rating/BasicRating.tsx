import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const fieldsetSx = {border: 0, m: 0, p: 0};

export default function BasicRating() {
  const [value, setValue] = React.useState<number | null>(3);

  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Rate this recipe</Typography>
        <Rating name="recipe-rating" value={value} onChange={(_event, newValue) => setValue(newValue)} />
        <Typography variant="body2" color="text.secondary">
          {value === null ? 'No rating yet' : `Your rating: ${value} of 5`}
        </Typography>
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Average from 128 reviews</Typography>
        <Rating name="average-rating" value={4} readOnly />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend">Rating closed for this item</Typography>
        <Rating name="closed-rating" value={2} disabled />
      </Box>
    </Stack>
  );
}
