import * as React from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinearVariants() {
  const [progress, setProgress] = React.useState<number>(0);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 5));
    }, 500);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack spacing={3} sx={{width: '100%'}}>
      <div>
        <Typography variant="body2" id="sync-label" gutterBottom>
          Indeterminate: checking for updates
        </Typography>
        <LinearProgress aria-labelledby="sync-label" />
      </div>
      <div>
        <Typography variant="body2" id="video-label" gutterBottom>
          Buffer: streaming a video
        </Typography>
        <LinearProgress
          variant="buffer"
          value={progress}
          valueBuffer={Math.min(progress + 15, 100)}
          color="secondary"
          aria-labelledby="video-label"
        />
      </div>
    </Stack>
  );
}
