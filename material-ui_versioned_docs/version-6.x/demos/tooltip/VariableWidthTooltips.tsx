import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const address = 'https://files.example.com/reports/2024/finance/quarterly-summary-with-regional-breakdown.pdf';

export default function VariableWidthTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Tooltip title={address} describeChild>
        <Button variant="outlined">Default width</Button>
      </Tooltip>
      <Tooltip title={address} describeChild slotProps={{tooltip: {sx: {maxWidth: 480}}}}>
        <Button variant="outlined">Wider</Button>
      </Tooltip>
      <Tooltip title={address} describeChild slotProps={{tooltip: {sx: {maxWidth: 'none'}}}}>
        <Button variant="outlined">No limit</Button>
      </Tooltip>
    </Stack>
  );
}
