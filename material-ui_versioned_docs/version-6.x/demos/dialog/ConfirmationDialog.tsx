import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export default function ConfirmationDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [deleted, setDeleted] = React.useState<boolean>(false);

  const handleDelete = () => {
    setDeleted(true);
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} disabled={deleted}>
        Delete project
      </Button>
      {deleted ? (
        <Typography variant="body2" sx={{mt: 1}}>
          The project “Website redesign” was deleted.
        </Typography>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        // In v6 the `role` belongs on the paper, the element that carries role="dialog".
        slotProps={{paper: {role: 'alertdialog'}}}
        aria-describedby="delete-project-description"
      >
        <DialogTitle>Delete “Website redesign”?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-project-description">
            The project, its 24 tasks and all attached files will be removed for every member. This
            cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Cancel
          </Button>
          <Button color="error" onClick={handleDelete}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
