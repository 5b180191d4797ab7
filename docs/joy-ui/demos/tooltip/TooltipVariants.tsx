import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function TooltipVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}} useFlexGap>
        {variants.map((variant) => (
          <Tooltip key={variant} title={`A ${variant} tooltip`} variant={variant} arrow describeChild>
            <Button variant="outlined" color="neutral">
              {variant}
            </Button>
          </Tooltip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}} useFlexGap>
        {colors.map((color) => (
          <Tooltip key={color} title={`A soft ${color} tooltip`} color={color} variant="soft" describeChild>
            <Button variant="soft" color={color}>
              {color}
            </Button>
          </Tooltip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}} useFlexGap>
        {sizes.map((size) => (
          <Tooltip key={size} title={`Size ${size}`} size={size} describeChild>
            <Button variant="plain">size {size}</Button>
          </Tooltip>
        ))}
      </Stack>
    </Stack>
  );
}
