import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

export default function ChipSizes() {
  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
      <Chip size="sm">Small</Chip>
      <Chip size="md">Medium</Chip>
      <Chip size="lg">Large</Chip>
    </Stack>
  );
}
