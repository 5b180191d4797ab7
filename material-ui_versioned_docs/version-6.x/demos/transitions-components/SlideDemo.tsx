import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Direction = 'up' | 'down' | 'left' | 'right';

// The edge the card starts from: `direction` names the way it moves, so `up` enters from the bottom.
const startEdge: Record<Direction, string> = {up: 'bottom', down: 'top', left: 'right', right: 'left'};

export default function SlideDemo() {
  const [checked, setChecked] = React.useState(false);
  const [direction, setDirection] = React.useState<Direction>('up');

  return (
    <Box>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2}}>
        <FormControlLabel control={<Switch checked={checked} onChange={() => setChecked((prev) => !prev)} />} label="Show" />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={direction}
          onChange={(_event, value: Direction | null) => value && setDirection(value)}
          aria-label="Direction">
          <ToggleButton value="up">Up</ToggleButton>
          <ToggleButton value="down">Down</ToggleButton>
          <ToggleButton value="left">Left</ToggleButton>
          <ToggleButton value="right">Right</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {/* overflow: hidden stops the card from widening the page while it travels in from the window's edge. */}
      <Box sx={{height: 120, overflow: 'hidden', display: 'flex', justifyContent: 'center', alignItems: 'center'}}>
        <Slide in={checked} direction={direction} mountOnEnter unmountOnExit>
          <Paper elevation={4} sx={{px: 3, py: 2}}>
            Arrived from the {startEdge[direction]}
          </Paper>
        </Slide>
      </Box>
    </Box>
  );
}
