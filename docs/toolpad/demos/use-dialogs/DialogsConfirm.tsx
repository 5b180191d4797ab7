import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DialogsProvider, useDialogs} from '@toolpad/core/useDialogs';

function DeleteDraftButton() {
  const dialogs = useDialogs();
  const [result, setResult] = React.useState<string | null>(null);

  const handleClick = async () => {
    const confirmed = await dialogs.confirm('The draft "Q3 plan" will be deleted for everyone.', {
      title: 'Delete the draft?',
      okText: 'Delete',
      cancelText: 'Keep',
      // Colours the confirm button.
      severity: 'error',
    });
    setResult(confirmed ? 'Deleted.' : 'Kept.');
  };

  return (
    <Stack spacing={1} sx={{alignItems: 'center'}}>
      <Button variant="outlined" color="error" onClick={handleClick}>
        Delete draft
      </Button>
      <Typography variant="body2">{result ?? 'Nothing decided yet.'}</Typography>
    </Stack>
  );
}

export default function DialogsConfirm() {
  return (
    <DialogsProvider>
      <DeleteDraftButton />
    </DialogsProvider>
  );
}
