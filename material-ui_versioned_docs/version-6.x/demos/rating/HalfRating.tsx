import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function HalfRating() {
  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={{border: 0, m: 0, p: 0}}>
        <Typography component="legend">Rate the hotel (half stars allowed)</Typography>
        <Rating name="half-rating" defaultValue={2.5} precision={0.5} />
      </Box>
      <div>
        <Typography variant="body2" color="text.secondary">
          Guest average, shown to a tenth of a star
        </Typography>
        <Rating name="half-rating-read" value={3.7} precision={0.1} readOnly />
      </div>
    </Stack>
  );
}
