import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import WarningIcon from '@mui/icons-material/Warning';

export default function AlertDialogModal() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [signedOut, setSignedOut] = React.useState<boolean>(false);

  return (
    <Stack spacing={1} sx={{alignItems: 'center'}}>
      <Button variant="outlined" color="danger" onClick={() => setOpen(true)}>
        Sign out of all devices
      </Button>
      {signedOut ? <Typography level="body-sm">All other sessions were ended.</Typography> : null}
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog variant="outlined" role="alertdialog" sx={{maxWidth: 420}}>
          <DialogTitle>
            <WarningIcon />
            Sign out everywhere?
          </DialogTitle>
          <Divider />
          <DialogContent>
            Every browser and phone signed in to your account, except this one, will have to sign in again.
          </DialogContent>
          <DialogActions>
            <Button
              variant="solid"
              color="danger"
              onClick={() => {
                setSignedOut(true);
                setOpen(false);
              }}>
              Sign out everywhere
            </Button>
            <Button variant="plain" color="neutral" autoFocus onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
