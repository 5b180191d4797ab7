import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress, {linearProgressClasses} from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearHighFrequency() {
  const [playing, setPlaying] = React.useState(false);
  const [position, setPosition] = React.useState(0);

  React.useEffect(() => {
    if (!playing) {
      return undefined;
    }
    // About 33 updates per second, like the playhead of a media player.
    const timer = setInterval(() => {
      setPosition((previous) => (previous >= 100 ? 0 : previous + 0.5));
    }, 30);
    return () => clearInterval(timer);
  }, [playing]);

  return (
    <Box sx={{width: '100%', maxWidth: 420}}>
      <Typography variant="body2" id="smooth-label" gutterBottom>
        Default transition (the bar trails behind)
      </Typography>
      <LinearProgress variant="determinate" value={position} aria-labelledby="smooth-label" />
      <Typography variant="body2" id="instant-label" gutterBottom sx={{mt: 2}}>
        Transition disabled (the bar follows every update)
      </Typography>
      <LinearProgress
        variant="determinate"
        value={position}
        aria-labelledby="instant-label"
        sx={{[`& .${linearProgressClasses.bar}`]: {transition: 'none'}}}
      />
      <Button variant="outlined" sx={{mt: 2}} onClick={() => setPlaying((p) => !p)}>
        {playing ? 'Pause' : 'Play'}
      </Button>
    </Box>
  );
}
