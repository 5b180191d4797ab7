import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function BasicModal() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{maxWidth: 420}}>
          <ModalClose aria-label="Close keyboard shortcuts" />
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogContent>
            Press N to start a new note, / to search and ? to open this list again. Shortcuts are turned off while you
            type in a text field.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
