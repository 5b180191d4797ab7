import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function TransitionModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Show release notes
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{backdrop: Backdrop}}
        slotProps={{backdrop: {timeout: 400}}}>
        <Fade in={open} timeout={400}>
          <Box
            role="dialog"
            aria-modal="true"
            aria-labelledby="release-title"
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 'min(420px, calc(100% - 32px))',
              bgcolor: 'background.paper',
              borderRadius: 2,
              boxShadow: 24,
              p: 3,
            }}>
            <Typography id="release-title" variant="h6" component="h2">
              Version 2.4
            </Typography>
            <Typography variant="body2" sx={{mt: 1}}>
              Faster search, a new export to CSV and fixes for the calendar view. Press Escape or
              click the dimmed background to close.
            </Typography>
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
