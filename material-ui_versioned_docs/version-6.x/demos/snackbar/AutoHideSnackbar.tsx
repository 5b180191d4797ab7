import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type {SnackbarCloseReason} from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function AutoHideSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState('none yet');

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    setLastReason(reason ?? 'button');
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Save draft
      </Button>
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        Last close request: {lastReason}
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        resumeHideDuration={2000}
        onClose={handleClose}
        message="Draft saved. This message hides after five seconds."
        action={
          <Button color="inherit" size="small" onClick={(event) => handleClose(event)}>
            Dismiss
          </Button>
        }
      />
    </Stack>
  );
}
