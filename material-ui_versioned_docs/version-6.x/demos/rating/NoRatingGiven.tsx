import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function NoRatingGiven() {
  const [value, setValue] = React.useState<number | null>(null);

  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={{border: 0, m: 0, p: 0}}>
        <Typography component="legend">Rate the delivery</Typography>
        <Rating
          name="no-rating-editable"
          value={value}
          emptyLabelText="Not rated yet"
          onChange={(_event, newValue) => setValue(newValue)}
        />
      </Box>
      <div>
        <Typography variant="body2" color="text.secondary">
          New product, no reviews yet
        </Typography>
        <Rating name="no-rating-read-only" value={null} readOnly />
      </div>
    </Stack>
  );
}
