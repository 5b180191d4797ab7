import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type {Theme} from '@mui/material/styles';

export default function ResponsiveDialog() {
  const [open, setOpen] = React.useState(false);
  // The function receives the theme from context, so no useTheme() call is needed.
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Review changes
      </Button>
      <Dialog
        open={open}
        fullScreen={fullScreen}
        onClose={() => setOpen(false)}
        aria-labelledby="responsive-dialog-title">
        <DialogTitle id="responsive-dialog-title">Publish three edited pages?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {fullScreen
              ? 'Below the sm breakpoint the dialog fills the screen, leaving room for the text and the buttons.'
              : 'From the sm breakpoint up the dialog floats over the page at its usual size.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button onClick={() => setOpen(false)} autoFocus>
            Publish
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
