import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {DialogsProvider, useDialogs, type DialogProps} from '@toolpad/core/useDialogs';

// Receives the current name as payload, returns the new name (or null when cancelled).
function RenameDialog({open, payload, onClose}: DialogProps<string, string | null>) {
  const [name, setName] = React.useState(payload);

  return (
    <Dialog open={open} onClose={() => onClose(null)} fullWidth maxWidth="xs">
      <DialogTitle>Rename file</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="File name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>Cancel</Button>
        <Button disabled={!name.trim()} onClick={() => onClose(name.trim())}>
          Rename
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function FileRow() {
  const dialogs = useDialogs();
  const [fileName, setFileName] = React.useState('budget-2025.xlsx');

  const handleRename = async () => {
    const newName = await dialogs.open(RenameDialog, fileName);
    if (newName) {
      setFileName(newName);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Typography>{fileName}</Typography>
      <Button variant="outlined" onClick={handleRename}>
        Rename
      </Button>
    </Stack>
  );
}

export default function DialogsCustom() {
  return (
    <DialogsProvider>
      <FileRow />
    </DialogsProvider>
  );
}
