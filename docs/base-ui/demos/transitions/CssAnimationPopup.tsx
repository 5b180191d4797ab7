import * as React from 'react';
import { keyframes } from '@emotion/react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssAnimation } from '@mui/base/Transitions';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  surface: '#ffffff',
  surfaceDark: '#1d2230',
};

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.6)' },
  '70%': { opacity: 1, transform: 'scale(1.05)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

const popOut = keyframes({
  from: { opacity: 1, transform: 'scale(1)' },
  to: { opacity: 0, transform: 'scale(0.6)' },
});

export default function CssAnimationPopup() {
  const badgeId = React.useId();
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button
        ref={setAnchor}
        type="button"
        aria-pressed={open}
        aria-describedby={open ? badgeId : undefined}
        onClick={() => setOpen(!open)}
      >
        Like
      </Button>
      <Popup id={badgeId} open={open} anchor={anchor} placement="right" offset={8} keepMounted>
        {/* The names tell CssAnimation which `animationend` events end each phase. */}
        <Bubble
          enterClassName="open"
          exitClassName="closed"
          enterAnimationName={popIn.name}
          exitAnimationName={popOut.name}
        >
          You and 12 others
        </Bubble>
      </Popup>
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
  '&[aria-pressed="true"]': {
    borderColor: colors.accent,
    color: colors.accent,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark, color: colors.accentDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Bubble = styled(CssAnimation)(({ theme }) => ({
  padding: '6px 12px',
  borderRadius: 999,
  border: `1px solid ${colors.border}`,
  fontSize: '0.875rem',
  color: colors.text,
  backgroundColor: colors.surface,
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    color: colors.textDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&.open': { animation: `${popIn} 250ms ease-out both` },
  '&.closed': { animation: `${popOut} 150ms ease-in both`, pointerEvents: 'none' },
  // A very short animation still fires `animationend`, which the popup waits for.
  '@media (prefers-reduced-motion: reduce)': {
    '&.open, &.closed': { animationDuration: '1ms' },
  },
}));
