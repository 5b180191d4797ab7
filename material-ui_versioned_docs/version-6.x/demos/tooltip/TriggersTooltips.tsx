import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TriggersTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Tooltip title="Opened by the mouse only" describeChild disableFocusListener disableTouchListener>
        <Button variant="outlined">Hover</Button>
      </Tooltip>
      <Tooltip title="Opened by keyboard focus only" describeChild disableHoverListener disableTouchListener>
        <Button variant="outlined">Focus with Tab</Button>
      </Tooltip>
      <Tooltip title="Opened by a long press only" describeChild disableHoverListener disableFocusListener>
        <Button variant="outlined">Long press</Button>
      </Tooltip>
    </Stack>
  );
}
