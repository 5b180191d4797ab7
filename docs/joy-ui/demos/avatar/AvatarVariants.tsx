import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function AvatarVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1.5}>
          {colors.map((color) => (
            <Avatar key={color} variant={variant} color={color} role="img" aria-label={`${variant} ${color}`}>
              {color.charAt(0).toUpperCase()}
            </Avatar>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
