import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WifiOffIcon from '@mui/icons-material/WifiOff';

// Material Design's "banner" has no dedicated component: Paper, Avatar, Typography and two text
// buttons compose it. Collapse animates it away when dismissed.
export default function ComposedBanner() {
  const [open, setOpen] = React.useState(true);
  const showAgainRef = React.useRef<HTMLButtonElement>(null);
  // The dismissed banner hides its buttons, so move keyboard focus somewhere useful.
  const dismiss = () => {
    setOpen(false);
    showAgainRef.current?.focus();
  };

  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 560, mx: 'auto'}}>
      <Collapse in={open}>
        <Paper square variant="outlined" component="section" aria-label="Connection status" sx={{borderInline: 0}}>
          <Stack
            direction={{xs: 'column', sm: 'row'}}
            spacing={2}
            sx={{p: 2, alignItems: {xs: 'flex-start', sm: 'center'}}}>
            <Avatar sx={{bgcolor: 'primary.main'}}>
              <WifiOffIcon aria-hidden />
            </Avatar>
            <Typography variant="body2" sx={{flex: 1}}>
              You are offline. Changes are saved on this device and will sync when the connection returns.
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{justifyContent: 'flex-end', px: 1, pb: 1}}>
            <Button onClick={dismiss}>Dismiss</Button>
            <Button onClick={dismiss}>Retry now</Button>
          </Stack>
        </Paper>
      </Collapse>
      <Divider />
      <Button ref={showAgainRef} variant="outlined" onClick={() => setOpen(true)} sx={{alignSelf: 'center'}}>
        Show the banner again
      </Button>
    </Stack>
  );
}
