import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DialogsProvider, useDialogs} from '@toolpad/core/useDialogs';

// Stands in for a request to your server.
const archiveProject = () => new Promise((resolve) => setTimeout(resolve, 1500));

function ArchiveButton() {
  const dialogs = useDialogs();
  const [archived, setArchived] = React.useState(false);

  const handleClick = async () => {
    const confirmed = await dialogs.confirm('Archived projects become read-only.', {
      title: 'Archive the project?',
      okText: 'Archive',
      // The dialog stays open, with a loading button, until this promise resolves.
      onClose: async (result) => {
        if (result) {
          await archiveProject();
        }
      },
    });
    if (confirmed) {
      setArchived(true);
    }
  };

  return (
    <Stack spacing={1} sx={{alignItems: 'center'}}>
      <Button variant="contained" disabled={archived} onClick={handleClick}>
        Archive project
      </Button>
      <Typography variant="body2">{archived ? 'The project is archived.' : 'The project is active.'}</Typography>
      {archived ? (
        <Button size="small" onClick={() => setArchived(false)}>
          Reset demo
        </Button>
      ) : null}
    </Stack>
  );
}

export default function DialogsAsyncClose() {
  return (
    <DialogsProvider>
      <ArchiveButton />
    </DialogsProvider>
  );
}
