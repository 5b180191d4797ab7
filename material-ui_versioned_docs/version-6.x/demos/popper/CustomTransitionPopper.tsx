import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popper from '@mui/material/Popper';

const DURATION = 220;

interface RiseProps {
  in?: boolean;
  onEnter?: () => void;
  onExited?: () => void;
  children: React.ReactNode;
}

// A hand-written transition that honours the contract Popper relies on:
// call onEnter when the enter animation starts, onExited once the exit animation is over.
function Rise({in: inProp = false, onEnter, onExited, children}: RiseProps) {
  const [shown, setShown] = React.useState(false);
  const callbacks = React.useRef({onEnter, onExited});

  React.useEffect(() => {
    callbacks.current = {onEnter, onExited};
  });

  React.useEffect(() => {
    if (inProp) {
      callbacks.current.onEnter?.();
      // Wait one frame so the hidden state is painted before the transition starts.
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = setTimeout(() => callbacks.current.onExited?.(), DURATION);
    return () => clearTimeout(timer);
  }, [inProp]);

  return (
    <Box
      sx={{
        opacity: shown ? 1 : 0,
        transform: shown ? 'none' : 'translateY(8px) scale(0.96)',
        transition: `opacity ${DURATION}ms ease-out, transform ${DURATION}ms ease-out`,
      }}
    >
      {children}
    </Box>
  );
}

export default function CustomTransitionPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = open ? 'rise-popper' : undefined;

  return (
    <div>
      <Button
        variant="contained"
        aria-describedby={id}
        onClick={(event) => {
          const target = event.currentTarget;
          setAnchorEl((current) => (current ? null : target));
        }}
      >
        What is new?
      </Button>
      <Popper id={id} open={open} anchorEl={anchorEl} placement="top" transition>
        {({TransitionProps}) => (
          <Rise {...TransitionProps}>
            <Box
              sx={{
                mb: 1,
                p: 1.5,
                maxWidth: 260,
                borderRadius: 1,
                boxShadow: 3,
                bgcolor: 'background.paper',
                typography: 'body2',
              }}
            >
              Saved filters now sync across your devices.
            </Box>
          </Rise>
        )}
      </Popper>
    </div>
  );
}
