import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function TransitionsTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Tooltip title="Grows in (the default)" describeChild>
        <Button variant="outlined">Grow</Button>
      </Tooltip>
      <Tooltip
        title="Fades in slowly"
        describeChild
        slots={{transition: Fade}}
        slotProps={{transition: {timeout: 600}}}>
        <Button variant="outlined">Fade</Button>
      </Tooltip>
      <Tooltip title="Zooms in" describeChild slots={{transition: Zoom}}>
        <Button variant="outlined">Zoom</Button>
      </Tooltip>
    </Stack>
  );
}
