import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';

export default function DismissibleAlert() {
  const [open, setOpen] = React.useState<boolean>(true);
  const [installed, setInstalled] = React.useState<boolean>(false);
  const showAgainRef = React.useRef<HTMLButtonElement>(null);
  const dismissedByUser = React.useRef<boolean>(false);

  // The close button disappears with the alert: keep keyboard users in place.
  React.useEffect(() => {
    if (!open && dismissedByUser.current) {
      showAgainRef.current?.focus();
    }
  }, [open]);

  const handleDismiss = () => {
    dismissedByUser.current = true;
    setOpen(false);
  };

  if (!open) {
    return (
      <Button ref={showAgainRef} variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show the update notice again
      </Button>
    );
  }

  return (
    <Box sx={{width: '100%'}}>
      <Alert
        color={installed ? 'success' : 'primary'}
        startDecorator={<CloudDownloadIcon />}
        endDecorator={
          <React.Fragment>
            {installed ? null : (
              <Button size="sm" variant="solid" color="primary" sx={{mr: 1}} onClick={() => setInstalled(true)}>
                Install
              </Button>
            )}
            <IconButton
              aria-label="Dismiss update notice"
              variant="plain"
              size="sm"
              color={installed ? 'success' : 'primary'}
              onClick={handleDismiss}>
              <CloseIcon />
            </IconButton>
          </React.Fragment>
        }>
        {installed ? 'The update is installed.' : 'An update for the desktop app is available.'}
      </Alert>
    </Box>
  );
}
