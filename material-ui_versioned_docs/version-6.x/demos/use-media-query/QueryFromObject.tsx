import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

type MediaFeatures = Record<string, string | number>;

// Turns {minWidth: 600} into '(min-width: 600px)'. Numbers become pixels; features are joined with 'and'.
function toMediaQuery(features: MediaFeatures): string {
  return Object.entries(features)
    .map(([name, value]) => {
      const feature = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      const unit = typeof value === 'number' && /width|height/.test(feature) ? 'px' : '';
      return `(${feature}: ${value}${unit})`;
    })
    .join(' and ');
}

const landscapeTablet = toMediaQuery({minWidth: 600, maxWidth: 1199, orientation: 'landscape'});

export default function QueryFromObject() {
  const matches = useMediaQuery(landscapeTablet);

  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        Generated query: <code>{landscapeTablet}</code>
      </Typography>
      <Typography variant="body2">
        Matches: <strong>{matches ? 'yes' : 'no'}</strong>
      </Typography>
    </Stack>
  );
}
