import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';

export default function TransitionAlert() {
  const [open, setOpen] = React.useState<boolean>(true);

  return (
    <Box sx={{width: '100%'}}>
      <Collapse in={open}>
        <Alert
          severity="warning"
          action={
            <IconButton aria-label="Close warning" color="inherit" size="small" onClick={() => setOpen(false)}>
              <CloseIcon fontSize="inherit" />
            </IconButton>
          }
          sx={{mb: 2}}>
          Your trial ends in 5 days. Add a payment method to keep your projects.
        </Alert>
      </Collapse>
      <Button variant="outlined" disabled={open} onClick={() => setOpen(true)}>
        Show the warning again
      </Button>
    </Box>
  );
}
