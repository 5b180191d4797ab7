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
      {/* A full, faded circle behind the arc shows the part still to do; it is only decoration. */}
      <CircularProgress
        variant="determinate"
        value={100}
        size={72}
        aria-hidden
        sx={(theme) => ({opacity: theme.palette.action.activatedOpacity})}
      />
      <CircularProgress
        variant="determinate"
        value={progress}
        size={72}
        aria-label="Export progress"
        sx={{position: 'absolute', top: 0, left: 0}}
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
