import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function DismissibleAlert() {
  const [showTip, setShowTip] = React.useState<boolean>(true);
  const [showUpdate, setShowUpdate] = React.useState<boolean>(true);
  const [showInvite, setShowInvite] = React.useState<boolean>(true);

  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      {showTip && (
        <Alert severity="info" onClose={() => setShowTip(false)} closeText="Hide tip">
          Tip: press Ctrl + K to search from anywhere.
        </Alert>
      )}
      {showUpdate && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={() => setShowUpdate(false)}>
              Got it
            </Button>
          }>
          Two-factor authentication is now on.
        </Alert>
      )}
      {showInvite && (
        <Alert
          severity="warning"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => setShowInvite(false)}>
                Resend
              </Button>
              <Button color="inherit" size="small" onClick={() => setShowInvite(false)}>
                Cancel invite
              </Button>
            </Stack>
          }>
          The invitation to sam@example.com has not been accepted yet.
        </Alert>
      )}
      <Button
        variant="outlined"
        disabled={showTip && showUpdate && showInvite}
        onClick={() => {
          setShowTip(true);
          setShowUpdate(true);
          setShowInvite(true);
        }}
        sx={{alignSelf: 'flex-start'}}>
        Show alerts again
      </Button>
    </Stack>
  );
}
