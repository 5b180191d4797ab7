import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function KeepMountedModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Write feedback
      </Button>
      <Modal keepMounted open={open} onClose={() => setOpen(false)}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="feedback-title"
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
          <Typography id="feedback-title" variant="h6" component="h2" gutterBottom>
            Feedback
          </Typography>
          <TextField label="What could be better?" multiline minRows={3} fullWidth />
          <Typography variant="caption" sx={{display: 'block', mt: 1, color: 'text.secondary'}}>
            Close and reopen: the text you typed is still here, because the content stays mounted.
          </Typography>
        </Box>
      </Modal>
    </div>
  );
}
