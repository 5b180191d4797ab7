import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Fade from '@mui/material/Fade';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const paragraphs = Array.from(
  {length: 14},
  (_, index) => `Entry ${index + 1}: scroll past the first few entries and a button appears to bring you back up.`,
);

export default function BackToTop() {
  const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
  const showButton = useScrollTrigger({target: scroller ?? undefined, disableHysteresis: true, threshold: 100});
  const topRef = React.useRef<HTMLDivElement>(null);

  const scrollToTop = () => {
    scroller?.scrollTo({top: 0, behavior: 'smooth'});
    // Move focus to the top as well, so keyboard users continue from there.
    topRef.current?.focus({preventScroll: true});
  };

  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 300,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}>
      <AppBar position="absolute">
        <Toolbar>
          <Typography variant="h6" component="p">
            Changelog
          </Typography>
        </Toolbar>
      </AppBar>
      {/* The scrolling area is focusable and named, so keyboard users can scroll it with the arrow keys. */}
      <Box
        ref={setScroller}
        role="region"
        aria-label="Changelog entries"
        tabIndex={0}
        sx={{
          height: '100%',
          overflow: 'auto',
          px: 2,
          '&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2},
        }}>
        <Toolbar />
        <Box ref={topRef} tabIndex={-1} sx={{outline: 'none'}}>
          {paragraphs.map((text) => (
            <Typography key={text} sx={{my: 2}}>
              {text}
            </Typography>
          ))}
        </Box>
      </Box>
      {/* Pinned to the frame's corner; on a real page this would be position: fixed. */}
      <Fade in={showButton}>
        <Fab
          size="small"
          color="secondary"
          aria-label="Scroll back to top"
          onClick={scrollToTop}
          sx={{position: 'absolute', bottom: 16, right: 16}}>
          <KeyboardArrowUpIcon />
        </Fab>
      </Fade>
    </Box>
  );
}
