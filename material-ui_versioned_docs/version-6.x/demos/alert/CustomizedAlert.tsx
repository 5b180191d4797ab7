import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ClearIcon from '@mui/icons-material/Clear';

export default function CustomizedAlert() {
  const [open, setOpen] = React.useState<boolean>(true);

  return (
    <Stack spacing={2} sx={{width: '100%', alignItems: 'flex-start'}}>
      {open && (
        <Alert
          severity="info"
          variant="outlined"
          onClose={() => setOpen(false)}
          closeText="Dismiss release notes"
          slots={{closeIcon: ClearIcon}}
          slotProps={{
            closeButton: {sx: {border: 1, borderColor: 'divider'}},
            message: {sx: {flex: 1}},
          }}
          sx={{
            width: '100%',
            borderLeftWidth: 6,
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}>
          <AlertTitle>Version 4.2 is out</AlertTitle>
          Folders can now be shared with a link, and search covers file contents.
        </Alert>
      )}
      {!open && (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Show the release notes again
        </Button>
      )}
    </Stack>
  );
}
