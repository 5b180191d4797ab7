import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type {SnackbarCloseReason} from '@mui/material/Snackbar';
import CloudDoneIcon from '@mui/icons-material/CloudDone';

export default function CustomizedSnackbar() {
  const [open, setOpen] = React.useState<boolean>(false);

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Back up now
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        message={
          <Box component="span" sx={{display: 'flex', alignItems: 'center', gap: 1.5}}>
            <CloudDoneIcon fontSize="small" />
            Backup complete: 128 files stored
          </Box>
        }
        action={
          <Button color="inherit" size="small" onClick={handleClose}>
            Dismiss
          </Button>
        }
        slotProps={{
          content: {
            sx: {
              bgcolor: 'success.dark',
              color: 'success.contrastText',
              borderRadius: 3,
              boxShadow: 6,
              fontWeight: 500,
            },
          },
        }}
      />
    </div>
  );
}
