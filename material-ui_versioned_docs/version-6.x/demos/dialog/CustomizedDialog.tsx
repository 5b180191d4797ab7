import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

// Restyles the parts of every dialog made with this component through their global class names.
const RoundedDialog = styled(Dialog)(({theme}) => ({
  '& .MuiDialog-paper': {
    borderRadius: 12,
  },
  '& .MuiDialogContent-root': {
    padding: theme.spacing(3),
  },
  '& .MuiDialogActions-root': {
    padding: theme.spacing(1.5, 3),
    backgroundColor: theme.palette.action.hover,
  },
}));

export default function CustomizedDialog() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show shortcuts
      </Button>
      <RoundedDialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle sx={{pr: 7}}>Keyboard shortcuts</DialogTitle>
        <IconButton
          aria-label="Close shortcuts"
          onClick={() => setOpen(false)}
          sx={{position: 'absolute', right: 8, top: 8, color: 'text.secondary'}}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Typography gutterBottom>
            Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to open the command palette from anywhere.
          </Typography>
          <Typography gutterBottom>
            Press <kbd>/</kbd> to jump to the search field, and <kbd>Esc</kbd> to leave it.
          </Typography>
          <Typography>
            Press <kbd>?</kbd> at any time to bring this list back.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)}>
            Got it
          </Button>
        </DialogActions>
      </RoundedDialog>
    </div>
  );
}
