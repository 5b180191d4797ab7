import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, {type SnackbarCloseReason} from '@mui/joy/Snackbar';

// Hides the live region visually while keeping it readable by screen readers.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function BasicSnackbar() {
  const [open, setOpen] = React.useState<boolean>(false);
  const message = 'Draft saved to your library.';

  const handleClose = (_event: unknown, reason: SnackbarCloseReason) => {
    // Keep the message on screen when people click elsewhere on the page.
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Save draft</Button>
      <Snackbar open={open} onClose={handleClose} autoHideDuration={4000}>
        {message}
      </Snackbar>
      {/* Stays mounted, so screen readers notice when its text changes. */}
      <Box role="status" sx={visuallyHidden}>
        {open ? message : ''}
      </Box>
    </React.Fragment>
  );
}
