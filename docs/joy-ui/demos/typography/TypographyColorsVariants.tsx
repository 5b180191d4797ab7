import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function TypographyColorsVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap'}} useFlexGap>
        {colors.map((color) => (
          <Typography key={color} color={color}>
            {color}
          </Typography>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap'}} useFlexGap>
        <Typography textColor="text.secondary">text.secondary</Typography>
        <Typography textColor="text.tertiary">text.tertiary</Typography>
        <Typography textColor="primary.plainColor">primary.plainColor</Typography>
      </Stack>
      <Typography>
        Press{' '}
        <Typography component="kbd" variant="outlined" color="neutral" sx={{fontFamily: 'code'}}>
          Ctrl + K
        </Typography>{' '}
        to search, and watch for{' '}
        <Typography variant="soft" color="warning">
          highlighted
        </Typography>{' '}
        terms or{' '}
        <Typography variant="solid" color="primary">
          solid labels
        </Typography>
        .
      </Typography>
    </Stack>
  );
}
