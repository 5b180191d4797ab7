import * as React from 'react';
import Box from '@mui/material/Box';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function ServerModal() {
  const rootRef = React.useRef<HTMLDivElement>(null);

  return (
    <Box
      ref={rootRef}
      sx={{
        position: 'relative',
        height: 240,
        flexGrow: 1,
        minWidth: 280,
        overflow: 'hidden',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        // A transform makes this box the containing block of the modal's fixed-position
        // layers, so the backdrop and content stay inside it instead of covering the page.
        transform: 'translateZ(0)',
      }}>
      <Modal
        open
        disablePortal
        disableEnforceFocus
        disableAutoFocus
        container={() => rootRef.current}
        sx={{display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2}}>
        <Box
          role="dialog"
          aria-labelledby="server-modal-title"
          aria-describedby="server-modal-text"
          sx={{width: 320, maxWidth: '100%', bgcolor: 'background.paper', borderRadius: 2, boxShadow: 24, p: 3}}>
          <Typography id="server-modal-title" variant="h6" component="h2">
            Rendered on the server
          </Typography>
          <Typography id="server-modal-text" variant="body2" sx={{mt: 1}}>
            This modal is part of the page&apos;s HTML from the start, so it shows before any
            JavaScript runs.
          </Typography>
        </Box>
      </Modal>
    </Box>
  );
}
