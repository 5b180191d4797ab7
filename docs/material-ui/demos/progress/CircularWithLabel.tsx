import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export default function CircularWithLabel() {
  // Fixed first value so the server and the browser render the same markup.
  const [progress, setProgress] = React.useState<number>(10);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{position: 'relative', display: 'inline-flex'}}>
      <CircularProgress
        variant="determinate"
        value={progress}
        size={72}
        enableTrackSlot
        aria-label="Export progress"
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography variant="body2" component="span" sx={{color: 'text.secondary'}}>
          {`${progress}%`}
        </Typography>
      </Box>
    </Box>
  );
}
