import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from(
  {length: 10},
  (_, index) =>
    `Step ${index + 1}: scroll down inside this frame and the bar slides away; scroll back up a little and it returns.`,
);

export default function HideAppBar() {
  // The scrolling element, kept in state so the trigger can listen to it once it exists.
  const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
  // true while scrolling down past the threshold (100px by default); false when scrolling up.
  const trigger = useScrollTrigger({target: scroller ?? undefined});

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
      <Slide appear={false} direction="down" in={!trigger}>
        <AppBar position="absolute">
          <Toolbar>
            <Typography variant="h6" component="p">
              Reading mode
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      {/* The scrolling area is focusable and named, so keyboard users can scroll it with the arrow keys. */}
      <Box
        ref={setScroller} role="region"
        aria-label="Reading mode content"
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
