import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BlurredBackdrop() {
  const [syncing, setSyncing] = React.useState<boolean>(false);

  React.useEffect(() => {
    if (!syncing) return undefined;
    const timer = setTimeout(() => setSyncing(false), 2500);
    return () => clearTimeout(timer);
  }, [syncing]);

  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Button variant="contained" onClick={() => setSyncing(true)} disabled={syncing}>
        Sync library
      </Button>
      <Typography role="status" variant="body2" color="text.secondary">
        {syncing ? 'Syncing your library…' : 'Last synced: never'}
      </Typography>
      <Backdrop
        open={syncing}
        transitionDuration={{enter: 600, exit: 300}}
        sx={(theme) => ({
          zIndex: theme.zIndex.drawer + 1,
          color: '#fff',
          backdropFilter: 'blur(4px)',
        })}
      >
        <CircularProgress color="inherit" size={56} thickness={4} />
      </Backdrop>
    </Stack>
  );
}
