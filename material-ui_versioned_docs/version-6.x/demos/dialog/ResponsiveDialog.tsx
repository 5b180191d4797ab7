import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import {useTheme} from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';

export default function ResponsiveDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const theme = useTheme();
  const smallScreen = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open release notes
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={smallScreen} fullWidth maxWidth="md">
        <DialogTitle sx={{pr: 6}}>What’s new in version 3.2</DialogTitle>
        <IconButton
          aria-label="Close release notes"
          onClick={() => setOpen(false)}
          sx={{position: 'absolute', right: 8, top: 8}}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <DialogContentText>
            Shared folders now sync in the background, search covers the text inside PDF files, and
            the dark theme follows your system setting. On narrow screens this dialog fills the whole
            window; on wider ones it grows up to the medium breakpoint.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Done</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
