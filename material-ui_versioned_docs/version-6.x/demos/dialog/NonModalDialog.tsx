import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function NonModalDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [choice, setChoice] = React.useState<string>('');
  const panelRef = React.useRef<HTMLDivElement>(null);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const titleId = React.useId();

  React.useEffect(() => {
    // Opening on request moves focus to the panel; nothing else on the page is blocked.
    if (open) panelRef.current?.focus();
  }, [open]);

  const close = (value: string) => {
    setChoice(value);
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    // The relative box stands in for the page: the panel is pinned to its bottom, not to the window.
    <Box
      sx={{
        position: 'relative',
        height: 260,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Typography variant="body2" sx={{mb: 2}}>
        The rest of the page stays usable while the panel is open: you can still select this text or
        press the button again.
      </Typography>
      <Button ref={triggerRef} variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Show cookie preferences
      </Button>
      {choice ? (
        <Typography variant="body2" sx={{mt: 1}}>
          Your choice: {choice}.
        </Typography>
      ) : null}
      <Fade in={open} unmountOnExit>
        <Paper
          ref={panelRef}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          tabIndex={-1}
          elevation={6}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close('dismissed');
          }}
          sx={{position: 'absolute', left: 16, right: 16, bottom: 16, p: 2, outline: 'none'}}
        >
          <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
            <Box sx={{flex: 1}}>
              <Typography id={titleId} variant="subtitle1" component="h3" sx={{fontWeight: 'medium'}}>
                Cookies on this site
              </Typography>
              <Typography variant="body2">
                We use cookies to remember your settings and, with your consent, to measure visits.
              </Typography>
            </Box>
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => close('essential only')}>
                Essential only
              </Button>
              <Button size="small" variant="contained" onClick={() => close('all cookies')}>
                Accept all
              </Button>
            </Stack>
          </Stack>
        </Paper>
      </Fade>
    </Box>
  );
}
