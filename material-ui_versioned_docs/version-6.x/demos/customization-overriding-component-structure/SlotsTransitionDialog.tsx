import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function SlotsTransitionDialog() {
  const [open, setOpen] = React.useState(false);
  const [fullScreen, setFullScreen] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap'}}>
      <FormControlLabel
        control={<Switch checked={fullScreen} onChange={(event) => setFullScreen(event.target.checked)} />}
        label="Full screen"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={fullScreen}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        // Replace the default Fade with a Slide...
        slots={{transition: Slide}}
        slotProps={{
          // ...and configure it through its slot props.
          transition: {direction: 'up'},
          backdrop: {sx: {backdropFilter: 'blur(3px)'}},
          // A function receives the ownerState, so props can follow the dialog's own state.
          paper: (ownerState) => ({
            sx: {
              borderTop: 6,
              borderColor: 'primary.main',
              borderRadius: ownerState.fullScreen ? 0 : 3,
            },
          }),
        }}
      >
        <DialogTitle id={titleId}>Archive project?</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>
            Archived projects are read-only. You can restore them from the settings page at any time.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Archive
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
