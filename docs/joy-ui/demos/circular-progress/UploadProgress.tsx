import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function UploadProgress() {
  const [progress, setProgress] = React.useState<number>(0);
  const [running, setRunning] = React.useState<boolean>(false);
  const labelId = React.useId();

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      setProgress((previous) => Math.min(previous + 10, 100));
    }, 400);
    return () => clearInterval(timer);
  }, [running]);

  React.useEffect(() => {
    if (progress === 100) {
      setRunning(false);
    }
  }, [progress]);

  const start = () => {
    setProgress(0);
    setRunning(true);
  };

  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      <CircularProgress
        determinate
        value={progress}
        size="lg"
        color={progress === 100 ? 'success' : 'primary'}
        aria-labelledby={labelId}>
        {progress}%
      </CircularProgress>
      <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
        <Typography id={labelId} level="title-sm">
          Uploading report.pdf
        </Typography>
        <Button size="sm" variant="outlined" onClick={start}>
          {running || progress === 100 ? 'Restart upload' : 'Start upload'}
        </Button>
      </Stack>
    </Stack>
  );
}
