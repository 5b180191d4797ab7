import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [invited, setInvited] = React.useState<string>('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setInvited(String(data.get('email') ?? ''));
    setOpen(false);
  };

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      {invited ? (
        <Typography variant="body2" sx={{mt: 1}}>
          Invitation sent to {invited}.
        </Typography>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <form onSubmit={handleSubmit}>
          <DialogTitle>Invite a teammate</DialogTitle>
          <DialogContent>
            <DialogContentText>
              They will get an email with a link to join the workspace.
            </DialogContentText>
            <TextField
              autoFocus
              required
              margin="dense"
              name="email"
              label="Email address"
              type="email"
              fullWidth
              variant="standard"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit">Send invite</Button>
          </DialogActions>
        </form>
      </Dialog>
    </div>
  );
}
