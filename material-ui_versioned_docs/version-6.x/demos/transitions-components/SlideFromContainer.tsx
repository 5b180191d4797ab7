import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';

export default function SlideFromContainer() {
  const [open, setOpen] = React.useState(false);
  // A callback ref stored in state: the Slide re-renders with the element once it is in the DOM.
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box
      ref={setContainer}
      sx={{width: '100%', maxWidth: 420, height: 160, overflow: 'hidden', position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, p: 2}}>
      <Button variant="outlined" onClick={() => setOpen((prev) => !prev)}>
        {open ? 'Dismiss' : 'Show cookie notice'}
      </Button>
      <Slide in={open} direction="up" container={container}>
        <Paper elevation={4} sx={{position: 'absolute', left: 16, right: 16, bottom: 16, p: 2}}>
          <Typography variant="body2">We use one cookie to remember your language. That is all.</Typography>
        </Paper>
      </Slide>
    </Box>
  );
}
