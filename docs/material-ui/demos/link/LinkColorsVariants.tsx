import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkColorsVariants() {
  return (
    <Stack spacing={1.5}>
      <Link href="#changelog" variant="h6">
        Read the full changelog
      </Link>
      <Link href="#terms" variant="body2" color="secondary">
        Terms of service
      </Link>
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        Footer text with an <Link href="#privacy" color="inherit">inherited colour link</Link> that
        blends into its surroundings.
      </Typography>
    </Stack>
  );
}
