import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';

export default function SlideDemo() {
  const [open, setOpen] = React.useState(false);
  const containerRef = React.useRef<HTMLDivElement>(null);

  return (
    <Box
      ref={containerRef}
      sx={{width: '100%', maxWidth: 420, height: 160, overflow: 'hidden', position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, p: 2}}>
      <Button variant="outlined" onClick={() => setOpen((prev) => !prev)}>
        {open ? 'Dismiss' : 'Show cookie notice'}
      </Button>
      <Slide in={open} direction="up" container={containerRef.current}>
        <Paper elevation={4} sx={{position: 'absolute', left: 16, right: 16, bottom: 16, p: 2}}>
          <Typography variant="body2">We use one cookie to remember your language. That is all.</Typography>
        </Paper>
      </Slide>
    </Box>
  );
}
