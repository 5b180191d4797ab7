import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import WifiOffIcon from '@mui/icons-material/WifiOff';

export default function SnackbarInvertedColors() {
  const [open, setOpen] = React.useState<boolean>(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <React.Fragment>
      <Button ref={triggerRef} color="warning" variant="soft" onClick={() => setOpen(true)}>
        Simulate going offline
      </Button>
      <Snackbar
        open={open}
        variant="solid"
        color="warning"
        invertedColors
        startDecorator={<WifiOffIcon />}
        anchorOrigin={{vertical: 'bottom', horizontal: 'center'}}
        onClose={(_event, reason) => {
          if (reason === 'escapeKeyDown') {
            close();
          }
        }}
        sx={{maxWidth: 420, alignItems: 'flex-start'}}>
        <Box>
          <Typography level="title-md">You are offline</Typography>
          <Typography level="body-sm">
            Changes are kept on this device and sync when the connection comes back.
          </Typography>
          <Stack direction="row" spacing={1} sx={{mt: 1.5}}>
            <Button size="sm" variant="solid" onClick={close}>
              Got it
            </Button>
            <Button size="sm" variant="outlined" onClick={close}>
              Retry now
            </Button>
          </Stack>
        </Box>
      </Snackbar>
    </React.Fragment>
  );
}
