import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slide from '@mui/material/Slide';
import type {TransitionProps} from '@mui/material/transitions';

// The transition must forward its ref to the child so the dialog can animate it.
const SlideUp = React.forwardRef(function SlideUp(
  props: TransitionProps & {children: React.ReactElement},
  ref: React.Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function TransitionDialog() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Turn on backups
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        slots={{transition: SlideUp}}
        keepMounted
        aria-describedby="backup-dialog-description"
      >
        <DialogTitle>Back up photos automatically?</DialogTitle>
        <DialogContent>
          <DialogContentText id="backup-dialog-description">
            New photos will be copied to your cloud storage whenever this device is on Wi-Fi and
            charging. You can turn this off at any time in the settings.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Not now</Button>
          <Button onClick={() => setOpen(false)}>Turn on</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
