import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

export default function OverflowPortal() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{width: 260, height: 120, overflow: 'hidden', p: 2, border: 1, borderColor: 'divider', borderRadius: 1}}>
      <Typography variant="body2" gutterBottom>
        This card clips anything that overflows it.
      </Typography>
      <Button size="small" variant="contained" onClick={() => setOpen(true)}>
        Save draft
      </Button>
      {open ? (
        <Portal>
          <Alert
            onClose={() => setOpen(false)}
            severity="success"
            sx={{position: 'fixed', bottom: 24, left: '50%', transform: 'translateX(-50%)', zIndex: 'snackbar', boxShadow: 6}}>
            Draft saved. This message lives in document.body.
          </Alert>
        </Portal>
      ) : null}
    </Box>
  );
}
