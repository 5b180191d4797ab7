import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearDeterminate() {
  const [progress, setProgress] = React.useState<number>(0);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : Math.min(previous + 8, 100)));
    }, 600);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{display: 'flex', justifyContent: 'space-between', mb: 1}}>
        <Typography variant="body2" id="upload-label">
          Uploading holiday-photos.zip
        </Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          {`${progress}%`}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={progress} aria-labelledby="upload-label" />
    </Box>
  );
}
