import * as React from 'react';
import {
  TransitionContext,
  useTransitionStateManager,
  useTransitionTrigger,
} from '@mui/base/useTransition';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
  soft: '#e8effc',
  softDark: '#26324d',
};

/** A transition component: reads the requested state and reports the end of its exit. */
function SlideDown({ children }: { children: React.ReactNode }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  const [entered, setEntered] = React.useState(false);

  React.useEffect(() => {
    if (!requestedEnter) {
      setEntered(false);
      return undefined;
    }
    // Apply the "entered" styles one frame later, so the browser animates towards them.
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [requestedEnter]);

  return (
    <Slide
      data-entered={entered || undefined}
      onTransitionEnd={(event) => {
        if (!requestedEnter && event.target === event.currentTarget) {
          onExited();
        }
      }}
    >
      {children}
    </Slide>
  );
}

/** A trigger: tells its transitions whether to show, and hides them once they have exited. */
function Collapsible({ open, id, children }: { open: boolean; id: string; children: React.ReactNode }) {
  const { contextValue, hasExited } = useTransitionTrigger(open);
  return (
    <TransitionContext.Provider value={contextValue}>
      <div id={id} hidden={hasExited}>
        {children}
      </div>
    </TransitionContext.Provider>
  );
}

export default function UseTransitionHooks() {
  const regionId = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Show'} the order summary
      </Button>
      <Collapsible open={open} id={regionId}>
        <SlideDown>
          <p>3 items, delivered on Thursday. Total: 84.50 €</p>
        </SlideDown>
      </Collapsible>
    </div>
  );
}

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  padding: '8px 16px',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Slide = styled('div')(({ theme }) => ({
  maxWidth: 360,
  marginTop: 8,
  padding: '0 16px',
  borderRadius: 8,
  backgroundColor: colors.soft,
  ...theme.applyStyles('dark', { backgroundColor: colors.softDark }),
  opacity: 0,
  transform: 'translateY(-8px)',
  transition: 'opacity 200ms ease, transform 200ms ease',
  '&[data-entered]': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
}));
