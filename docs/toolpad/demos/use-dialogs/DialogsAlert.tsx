import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DialogsProvider, useDialogs} from '@toolpad/core/useDialogs';

function PublishButton() {
  const dialogs = useDialogs();
  const [status, setStatus] = React.useState('Not published yet.');

  const handleClick = async () => {
    // Resolves once the user has closed the dialog.
    await dialogs.alert('The article is now visible to everyone.', {title: 'Published'});
    setStatus('The alert was closed.');
  };

  return (
    <Stack spacing={1} sx={{alignItems: 'center'}}>
      <Button variant="contained" onClick={handleClick}>
        Publish
      </Button>
      <Typography variant="body2">{status}</Typography>
    </Stack>
  );
}

export default function DialogsAlert() {
  return (
    <DialogsProvider>
      <PublishButton />
    </DialogsProvider>
  );
}
