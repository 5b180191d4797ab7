import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal, {type ModalProps} from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DiscardChangesModal() {
  const [open, setOpen] = React.useState(false);
  const [result, setResult] = React.useState('Draft has unsaved changes.');

  const handleClose: ModalProps['onClose'] = (_event, reason) => {
    // A stray click on the backdrop should not make a decision for the user.
    if (reason === 'backdropClick') {
      return;
    }
    // Escape means "keep editing", the safe choice.
    setResult('Still editing.');
    setOpen(false);
  };

  const choose = (message: string) => {
    setResult(message);
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Close editor
      </Button>
      <Typography variant="body2" role="status">
        {result}
      </Typography>
      <Modal open={open} onClose={handleClose}>
        <Box
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="discard-title"
          aria-describedby="discard-text"
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(400px, calc(100% - 32px))',
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
          }}>
          <Typography id="discard-title" variant="h6" component="h2">
            Discard your changes?
          </Typography>
          <Typography id="discard-text" variant="body2" sx={{mt: 1}}>
            Clicking outside this box does nothing; pick one of the buttons or press Escape to
            keep editing.
          </Typography>
          <Stack direction="row" spacing={1} sx={{justifyContent: 'flex-end', mt: 2}}>
            <Button onClick={() => choose('Still editing.')}>Keep editing</Button>
            <Button variant="contained" color="error" onClick={() => choose('Changes discarded.')}>
              Discard
            </Button>
          </Stack>
        </Box>
      </Modal>
    </Stack>
  );
}
