import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import type {SnackbarCloseReason} from '@mui/material/Snackbar';

export default function DialogSnackbar() {
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const [snackbarOpen, setSnackbarOpen] = React.useState(false);

  const handleDialogClose = (_event: object, reason?: 'backdropClick' | 'escapeKeyDown') => {
    // The dialog stops the Escape key event, so the snackbar never hears it:
    // close the snackbar first and keep the dialog open until the next Escape.
    if (reason === 'escapeKeyDown' && snackbarOpen) {
      setSnackbarOpen(false);
      return;
    }
    setSnackbarOpen(false);
    setDialogOpen(false);
  };

  const handleSnackbarClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setSnackbarOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setDialogOpen(true)}>
        Share report
      </Button>
      <Dialog open={dialogOpen} onClose={handleDialogClose} aria-labelledby="share-dialog-title">
        <DialogTitle id="share-dialog-title">Share the quarterly report</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Send the report to everyone on your team. They can view it but not edit it.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSnackbarOpen(true)}>Send to team</Button>
          <Button onClick={() => handleDialogClose({})}>Done</Button>
        </DialogActions>
        <Snackbar
          open={snackbarOpen}
          autoHideDuration={6000}
          onClose={handleSnackbarClose}
          message="Report sent to your team"
        />
      </Dialog>
    </div>
  );
}
