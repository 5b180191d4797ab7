import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

type SyncState = 'idle' | 'syncing' | 'done';

const messages: Record<SyncState, string> = {
  idle: 'Last synced this morning.',
  syncing: 'Syncing your contacts…',
  done: 'All 214 contacts are up to date.',
};

export default function StatusAlert() {
  const [state, setState] = React.useState<SyncState>('idle');

  React.useEffect(() => {
    if (state !== 'syncing') {
      return undefined;
    }
    const timer = window.setTimeout(() => setState('done'), 1500);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <Stack spacing={2} sx={{width: '100%', alignItems: 'flex-start'}}>
      {/* Always rendered, so the live region exists before its text changes. */}
      <Alert role="status" severity={state === 'done' ? 'success' : 'info'} sx={{width: '100%'}}>
        {messages[state]}
      </Alert>
      <Button variant="outlined" disabled={state === 'syncing'} onClick={() => setState('syncing')}>
        Sync now
      </Button>
    </Stack>
  );
}
