import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function NestedModals() {
  const [settingsOpen, setSettingsOpen] = React.useState<boolean>(false);
  const [confirmOpen, setConfirmOpen] = React.useState<boolean>(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setSettingsOpen(true)}>
        Workspace settings
      </Button>
      <Modal open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        <ModalDialog sx={{maxWidth: 440}}>
          <ModalClose aria-label="Close workspace settings" />
          <DialogTitle>Workspace settings</DialogTitle>
          <DialogContent>
            Resetting the workspace clears its labels and saved filters but keeps every task.
          </DialogContent>
          <DialogActions>
            <Button variant="soft" color="danger" onClick={() => setConfirmOpen(true)}>
              Reset workspace…
            </Button>
          </DialogActions>
          <Modal open={confirmOpen} onClose={() => setConfirmOpen(false)}>
            <ModalDialog role="alertdialog" size="sm" sx={{maxWidth: 360}}>
              <DialogTitle>Reset the workspace?</DialogTitle>
              <DialogContent>Labels and saved filters will be removed.</DialogContent>
              <DialogActions>
                <Button
                  color="danger"
                  onClick={() => {
                    setConfirmOpen(false);
                    setSettingsOpen(false);
                  }}>
                  Reset
                </Button>
                <Button variant="plain" color="neutral" onClick={() => setConfirmOpen(false)}>
                  Keep everything
                </Button>
              </DialogActions>
            </ModalDialog>
          </Modal>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
