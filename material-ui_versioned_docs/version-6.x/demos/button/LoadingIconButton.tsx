import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import RefreshIcon from '@mui/icons-material/Refresh';

function useBusy(): [boolean, () => void] {
  const [busy, setBusy] = React.useState(false);
  React.useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setBusy(false), 2000);
    return () => clearTimeout(timer);
  }, [busy]);
  return [busy, () => setBusy(true)];
}

export default function LoadingIconButton() {
  const [refreshing, refresh] = useBusy();
  const [syncing, sync] = useBusy();

  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <IconButton aria-label="Refresh the list" loading={refreshing} onClick={refresh}>
        <RefreshIcon />
      </IconButton>
      <IconButton
        aria-label="Sync with the cloud"
        color="primary"
        loading={syncing}
        loadingIndicator={<CircularProgress color="inherit" size={24} thickness={5} aria-label="Syncing" />}
        onClick={sync}
      >
        <CloudSyncIcon />
      </IconButton>
    </Stack>
  );
}
