import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BasicRating() {
  const [value, setValue] = React.useState<number | null>(3);

  return (
    <Stack spacing={2}>
      <div>
        <Typography component="legend">Rate this recipe</Typography>
        <Rating
          name="recipe-rating"
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          {value === null ? 'No rating yet' : `Your rating: ${value} of 5`}
        </Typography>
      </div>
      <div>
        <Typography component="legend">Average from 128 reviews</Typography>
        <Rating name="average-rating" value={4} readOnly />
      </div>
      <div>
        <Typography component="legend">Rating closed for this item</Typography>
        <Rating name="closed-rating" value={2} disabled />
      </div>
    </Stack>
  );
}
