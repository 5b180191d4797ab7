import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccentDark: '#0f1420',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  surface: '#ffffff',
  surfaceDark: '#1d2230',
};

export default function CssTransitionPopup() {
  const panelId = React.useId();
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        aria-describedby={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide tips' : 'Show tips'}
      </Button>
      <Popup id={panelId} open={open} anchor={anchor} offset={8} keepMounted>
        <Panel
          enterClassName="open"
          exitClassName="closed"
          lastTransitionedPropertyOnExit="transform"
        >
          Drag a card to another column to change its status.
        </Panel>
      </Popup>
    </div>
  );
}

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  color: '#ffffff',
  backgroundColor: colors.accent,
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.onAccentDark, backgroundColor: colors.accentDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Panel = styled(CssTransition)(({ theme }) => ({
  width: 240,
  padding: '12px 16px',
  borderRadius: 10,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  backgroundColor: colors.surface,
  boxShadow: '0 6px 16px rgba(15, 20, 32, 0.15)',
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    color: colors.textDark,
    backgroundColor: colors.surfaceDark,
  }),
  // Two properties with different durations: the exit ends with `transform`.
  transition: 'opacity 150ms ease, transform 300ms ease',
  '&.closed': { opacity: 0, transform: 'translateY(-12px)', pointerEvents: 'none' },
  '&.open': { opacity: 1, transform: 'translateY(0)' },
  '@media (prefers-reduced-motion: reduce)': {
    transitionDuration: '1ms',
  },
}));
