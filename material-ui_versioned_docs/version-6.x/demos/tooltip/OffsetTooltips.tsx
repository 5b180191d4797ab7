import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

// Defined once outside the component: a new array on every render would make Popper rebuild itself.
// The offset is [along the edge, away from the child], in pixels.
const closer = [{name: 'offset', options: {offset: [0, -10]}}];
const further = [{name: 'offset', options: {offset: [0, 16]}}];
const shifted = [{name: 'offset', options: {offset: [40, 0]}}];

export default function OffsetTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Tooltip title="10 px closer" describeChild slotProps={{popper: {modifiers: closer}}}>
        <Button variant="outlined">Closer</Button>
      </Tooltip>
      <Tooltip title="16 px further away" describeChild slotProps={{popper: {modifiers: further}}}>
        <Button variant="outlined">Further</Button>
      </Tooltip>
      <Tooltip title="Moved 40 px along the edge" describeChild slotProps={{popper: {modifiers: shifted}}}>
        <Button variant="outlined">Shifted</Button>
      </Tooltip>
    </Stack>
  );
}
