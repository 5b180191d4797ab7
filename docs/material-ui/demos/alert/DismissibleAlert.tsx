import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';

export default function DismissibleAlert() {
  const [showTip, setShowTip] = React.useState<boolean>(true);
  const [showUpdate, setShowUpdate] = React.useState<boolean>(true);

  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Collapse in={showTip}>
        <Alert severity="info" onClose={() => setShowTip(false)}>
          Tip: press Ctrl + K to search from anywhere.
        </Alert>
      </Collapse>
      <Collapse in={showUpdate}>
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={() => setShowUpdate(false)}>
              Got it
            </Button>
          }
        >
          Two-factor authentication is now on.
        </Alert>
      </Collapse>
      <Button
        variant="outlined"
        disabled={showTip && showUpdate}
        onClick={() => {
          setShowTip(true);
          setShowUpdate(true);
        }}
        sx={{alignSelf: 'flex-start'}}
      >
        Show alerts again
      </Button>
    </Stack>
  );
}
