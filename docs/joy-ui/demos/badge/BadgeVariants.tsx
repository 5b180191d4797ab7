import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

function Target() {
  return <Sheet variant="outlined" sx={{width: 32, height: 32, borderRadius: 'sm'}} />;
}

export default function BadgeVariants() {
  return (
    <Stack spacing={3} sx={{p: 1}}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={3}>
          {colors.map((color) => (
            <Badge key={color} variant={variant} color={color} badgeContent={7}>
              <Target />
            </Badge>
          ))}
        </Stack>
      ))}
      <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
        {sizes.map((size) => (
          <Badge key={size} size={size} badgeContent={12}>
            <Target />
          </Badge>
        ))}
        {sizes.map((size) => (
          <Badge key={`dot-${size}`} size={size}>
            <Target />
          </Badge>
        ))}
      </Stack>
    </Stack>
  );
}
