import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function BasicChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Chip label="In stock" />
      <Chip label="Free shipping" variant="outlined" />
      <Chip label="New" color="primary" />
      <Chip label="Sale" color="error" variant="outlined" />
      <Chip label="Compact" size="small" />
    </Stack>
  );
}
