import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type {SnackbarCloseReason} from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

type Result = {severity: 'success' | 'error'; text: string};

export default function AlertSnackbar() {
  const [result, setResult] = React.useState<Result | null>(null);
  const [open, setOpen] = React.useState<boolean>(false);

  const show = (next: Result) => {
    setResult(next);
    setOpen(true);
  };

  const handleClose = (_event?: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="contained" onClick={() => show({severity: 'success', text: 'Settings saved.'})}>
        Save settings
      </Button>
      <Button color="error" onClick={() => show({severity: 'error', text: 'Could not reach the server.'})}>
        Simulate failure
      </Button>
      <Snackbar open={open} autoHideDuration={5000} onClose={handleClose}>
        <Alert
          onClose={handleClose}
          severity={result?.severity ?? 'success'}
          variant="filled"
          sx={{width: '100%'}}
        >
          {result?.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
