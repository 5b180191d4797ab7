import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkColorsVariants() {
  return (
    <Stack spacing={1.5}>
      <Link href="/material-ui/react-typography" variant="h6">
        Read about Typography
      </Link>
      <Link href="/material-ui/customization/palette" variant="body2" color="secondary">
        Palette customization
      </Link>
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        Footer text with an <Link href="/material-ui/customization/color" color="inherit">inherited colour link</Link> that
        blends into its surroundings.
      </Typography>
    </Stack>
  );
}
