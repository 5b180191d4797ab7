import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function CommittedSlider() {
  const [live, setLive] = React.useState(30);
  const [saved, setSaved] = React.useState(30);

  return (
    <Box sx={{width: 300}}>
      <Typography id="autosave-label" gutterBottom>
        Auto-save interval (seconds)
      </Typography>
      <Slider
        aria-labelledby="autosave-label"
        name="autosaveInterval"
        value={live}
        min={5}
        max={120}
        step={5}
        onChange={(_event, value) => setLive(value as number)}
        onChangeCommitted={(_event, value) => setSaved(value as number)}
      />
      <Typography variant="body2">While moving: {live} s</Typography>
      <Typography variant="body2" color="text.secondary">
        Saved: {saved} s
      </Typography>
    </Box>
  );
}
