import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const reference = 'Order reference: INV-2024-00417. Quote it when you contact support.';

export default function InteractiveTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Tooltip title={reference} describeChild>
        <Button variant="outlined">Interactive (default)</Button>
      </Tooltip>
      <Tooltip title={reference} describeChild disableInteractive>
        <Button variant="outlined">disableInteractive</Button>
      </Tooltip>
    </Stack>
  );
}
