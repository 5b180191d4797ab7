import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import StarIcon from '@mui/icons-material/Star';

export default function TextRating() {
  const value = 4.3;

  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1}}>
      <Rating
        name="text-rating"
        value={value}
        precision={0.1}
        readOnly
        getLabelText={(rating) => `Rated ${rating} out of 5`}
        emptyIcon={<StarIcon fontSize="inherit" sx={{opacity: 0.4}} />}
      />
      <Box component="span" aria-hidden="true" sx={{fontWeight: 600}}>
        {value}
      </Box>
      <Box component="span" sx={{color: 'text.secondary'}}>
        (2,341 reviews)
      </Box>
    </Box>
  );
}
