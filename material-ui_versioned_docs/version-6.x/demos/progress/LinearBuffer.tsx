import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearBuffer() {
  // Fixed first values: the server and the browser render the same markup.
  const [played, setPlayed] = React.useState(0);
  const [loaded, setLoaded] = React.useState(10);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setPlayed((previous) => (previous >= 100 ? 0 : previous + 2));
      setLoaded((previous) => (previous >= 100 ? 10 : Math.min(previous + 3, 100)));
    }, 400);
    return () => clearInterval(timer);
  }, []);

  const buffer = Math.max(loaded, played);

  return (
    <Box sx={{width: '100%'}}>
      <Typography variant="body2" id="video-label" gutterBottom>
        Streaming: how-to-repot-a-cactus.mp4
      </Typography>
      <LinearProgress variant="buffer" value={played} valueBuffer={buffer} aria-labelledby="video-label" />
    </Box>
  );
}
