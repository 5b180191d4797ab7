import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Status = 'idle' | 'loading' | 'done';

export default function DelayingAppearance() {
  const [loading, setLoading] = React.useState(false);
  const [status, setStatus] = React.useState<Status>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // `fast` finishes before the spinner's delay is over, so no spinner flashes at all.
  const load = (duration: number) => {
    clearTimeout(timer.current);
    setLoading(true);
    setStatus('loading');
    timer.current = setTimeout(() => {
      setLoading(false);
      setStatus('done');
    }, duration);
  };

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" onClick={() => load(500)} disabled={loading}>
          Fast request (0.5 s)
        </Button>
        <Button variant="outlined" onClick={() => load(3000)} disabled={loading}>
          Slow request (3 s)
        </Button>
      </Stack>
      <Box sx={{height: 40, display: 'flex', alignItems: 'center', gap: 2}}>
        <Fade in={loading} style={{transitionDelay: loading ? '800ms' : '0ms'}} unmountOnExit>
          <CircularProgress size={32} aria-label="Loading results" />
        </Fade>
        <Typography role="status" variant="body2" color="text.secondary">
          {status === 'loading' ? 'Loading…' : status === 'done' ? 'Results are up to date' : ''}
        </Typography>
      </Box>
    </Stack>
  );
}
