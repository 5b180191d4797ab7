import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearWithLabel() {
  // Fixed first value: the server and the browser render the same markup.
  const [progress, setProgress] = React.useState(10);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 10 : previous + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1.5, width: '100%'}}>
      <LinearProgress variant="determinate" value={progress} aria-label="Backup progress" sx={{flexGrow: 1}} />
      <Typography variant="body2" sx={{color: 'text.secondary', minWidth: 40, textAlign: 'right'}}>
        {`${progress}%`}
      </Typography>
    </Box>
  );
}
