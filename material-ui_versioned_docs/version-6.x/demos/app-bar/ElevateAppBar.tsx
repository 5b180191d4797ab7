import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from(
  {length: 10},
  (_, index) =>
    `Line ${index + 1}: at the top the bar is flat; as soon as the content moves under it, it casts a shadow.`,
);

export default function ElevateAppBar() {
  const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
  // With disableHysteresis and threshold 0, the trigger is simply "scrolled away from the top".
  const scrolled = useScrollTrigger({target: scroller ?? undefined, disableHysteresis: true, threshold: 0});

  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 280,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}>
      <AppBar position="absolute" color="default" elevation={scrolled ? 4 : 0}>
        <Toolbar>
          <Typography variant="h6" component="p">
            Settings
          </Typography>
        </Toolbar>
      </AppBar>
      {/* The scrolling area is focusable and named, so keyboard users can scroll it with the arrow keys. */}
      <Box
        ref={setScroller} role="region"
        aria-label="Settings content"
        tabIndex={0}
        sx={{
          height: '100%',
          overflow: 'auto',
          px: 2,
          '&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2},
        }}>
        <Toolbar />
        {paragraphs.map((text) => (
          <Typography key={text} sx={{my: 2}}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
