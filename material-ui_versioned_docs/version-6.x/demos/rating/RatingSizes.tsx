import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sizes = ['small', 'medium', 'large'] as const;

export default function RatingSizes() {
  return (
    <Stack spacing={1}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" spacing={2} sx={{alignItems: 'center'}}>
          <Typography variant="body2" sx={{minWidth: 64}}>
            {size}
          </Typography>
          <Rating name={`size-${size}`} value={4} size={size} readOnly />
        </Stack>
      ))}
    </Stack>
  );
}
