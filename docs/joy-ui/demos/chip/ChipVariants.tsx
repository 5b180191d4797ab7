import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ChipVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1} sx={{flexWrap: 'wrap'}} useFlexGap>
          {colors.map((color) => (
            <Chip key={color} variant={variant} color={color}>
              {variant} {color}
            </Chip>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
