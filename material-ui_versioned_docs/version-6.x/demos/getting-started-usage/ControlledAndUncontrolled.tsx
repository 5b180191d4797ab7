import * as React from 'react';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ControlledAndUncontrolled() {
  const uncontrolledId = React.useId();
  const controlledId = React.useId();
  // Controlled: the value lives in your state, the slider only reports changes.
  const [volume, setVolume] = React.useState(30);

  return (
    <Stack spacing={4} sx={{width: '100%', maxWidth: 360, mx: 'auto'}}>
      <div>
        <Typography id={uncontrolledId} gutterBottom>
          Uncontrolled: starts at 30, keeps its own state
        </Typography>
        {/* Uncontrolled: defaultValue sets the start, the component owns the value after that. */}
        <Slider aria-labelledby={uncontrolledId} defaultValue={30} valueLabelDisplay="auto" />
      </div>
      <div>
        <Typography id={controlledId} gutterBottom>
          Controlled: the value comes from state
        </Typography>
        {/* v6 types the new value as `number | number[]`; a single-thumb slider always reports a number. */}
        <Slider
          aria-labelledby={controlledId}
          value={volume}
          onChange={(_event, value) => setVolume(value as number)}
          valueLabelDisplay="auto"
        />
        <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
          <Typography variant="body2" sx={{mr: 1}}>
            State: {volume}%
          </Typography>
          <Button size="small" onClick={() => setVolume(0)}>
            Mute
          </Button>
          <Button size="small" onClick={() => setVolume(50)}>
            Reset to 50%
          </Button>
        </Stack>
      </div>
    </Stack>
  );
}
