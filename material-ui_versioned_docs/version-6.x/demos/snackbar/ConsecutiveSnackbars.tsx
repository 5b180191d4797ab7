import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import type {SnackbarCloseReason} from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

type Message = {key: number; text: string};

export default function ConsecutiveSnackbars() {
  const [queue, setQueue] = React.useState<ReadonlyArray<Message>>([]);
  const [current, setCurrent] = React.useState<Message | null>(null);
  const [open, setOpen] = React.useState<boolean>(false);
  const nextKey = React.useRef<number>(0);

  // Show the first queued message once nothing is on screen; close the current
  // one early when another message is waiting, so the queue keeps moving.
  React.useEffect(() => {
    const [first] = queue;
    if (first && !current) {
      setCurrent(first);
      setQueue((previous) => previous.slice(1));
      setOpen(true);
    } else if (first && current && open) {
      setOpen(false);
    }
  }, [queue, current, open]);

  const enqueue = (text: string) => {
    nextKey.current += 1;
    setQueue((previous) => [...previous, {key: nextKey.current, text}]);
  };

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={() => enqueue('Draft saved')}>
        Save draft
      </Button>
      <Button variant="outlined" onClick={() => enqueue('Link copied')}>
        Copy link
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={4000}
        onClose={handleClose}
        slotProps={{transition: {onExited: () => setCurrent(null)}}}
        message={current?.text}
        action={
          <IconButton size="small" aria-label="Close notification" color="inherit" onClick={handleClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Stack>
  );
}
