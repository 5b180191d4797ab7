import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DialogsProvider, useDialogs} from '@toolpad/core/useDialogs';

function NewFolderButton() {
  const dialogs = useDialogs();
  const [folders, setFolders] = React.useState(['Invoices', 'Contracts']);

  const handleClick = async () => {
    // The text entered, or null when the dialog is cancelled.
    const name = await dialogs.prompt('Enter a name for the new folder.', {
      title: 'New folder',
      okText: 'Create',
    });
    if (name) {
      setFolders((previous) => [...previous, name]);
    }
  };

  return (
    <Stack spacing={1} sx={{alignItems: 'center'}}>
      <Button variant="contained" onClick={handleClick}>
        New folder
      </Button>
      <Typography variant="body2">Folders: {folders.join(', ')}</Typography>
    </Stack>
  );
}

export default function DialogsPrompt() {
  return (
    <DialogsProvider>
      <NewFolderButton />
    </DialogsProvider>
  );
}
