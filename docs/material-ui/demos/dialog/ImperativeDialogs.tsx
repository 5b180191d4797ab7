import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DialogsProvider, useDialogs} from '@toolpad/core/useDialogs';

function RenameProject() {
  const dialogs = useDialogs();
  const [name, setName] = React.useState('Website redesign');

  const rename = async () => {
    // Each call opens a themed Dialog and resolves with the answer once it closes.
    const next = await dialogs.prompt(`Current name: ${name}`, {
      title: 'Rename project',
      okText: 'Rename',
      cancelText: 'Cancel',
    });
    if (!next || next.trim() === '' || next.trim() === name) {
      return;
    }
    const confirmed = await dialogs.confirm('Links shared with the old name will stop working.', {
      title: `Rename to "${next.trim()}"?`,
      okText: 'Rename',
      severity: 'warning',
    });
    if (confirmed) {
      setName(next.trim());
      await dialogs.alert('The project has been renamed.', {title: 'Done'});
    }
  };

  return (
    <Stack spacing={1} sx={{alignItems: 'flex-start'}}>
      <Typography variant="body2">Project: {name}</Typography>
      <Button variant="outlined" onClick={rename}>
        Rename project
      </Button>
    </Stack>
  );
}

export default function ImperativeDialogs() {
  return (
    <DialogsProvider>
      <RenameProject />
    </DialogsProvider>
  );
}
