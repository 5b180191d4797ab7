import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const panelSx = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(400px, calc(100% - 32px))',
  bgcolor: 'background.paper',
  borderRadius: 2,
  boxShadow: 24,
  p: 3,
} as const;

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);
  const handleClose = () => setOpen(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        View keyboard shortcuts
      </Button>
      <Modal open={open} onClose={handleClose}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="shortcuts-title"
          aria-describedby="shortcuts-text"
          sx={panelSx}>
          <Typography id="shortcuts-title" variant="h6" component="h2">
            Keyboard shortcuts
          </Typography>
          <Typography id="shortcuts-text" variant="body2" sx={{mt: 1, color: 'text.secondary'}}>
            Press Ctrl + K to search, Ctrl + / to open this list and Escape to close any panel.
          </Typography>
          <Stack direction="row" sx={{justifyContent: 'flex-end', mt: 2}}>
            <Button onClick={handleClose}>Got it</Button>
          </Stack>
        </Box>
      </Modal>
    </div>
  );
}
