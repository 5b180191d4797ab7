import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
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

export default function PopupTransition() {
  const popupId = React.useId();
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        aria-describedby={open ? popupId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the preview' : 'Preview the link'}
      </Button>
      {/* keepMounted: the popup stays in the DOM, so the exit transition can run. */}
      <Popup
        id={popupId}
        open={open}
        anchor={anchor}
        placement="bottom-start"
        offset={8}
        keepMounted
      >
        <Card className="card" enterClassName="open" exitClassName="closed">
          <strong>mui.com/base-ui</strong>
          <span>Unstyled React components and low-level hooks.</span>
        </Card>
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
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Card = styled(CssTransition)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: 260,
  padding: 14,
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
  transformOrigin: 'top left',
  transition: 'opacity 150ms ease, transform 150ms ease',
  '&.closed': { opacity: 0, transform: 'scale(0.9)', pointerEvents: 'none' },
  '&.open': { opacity: 1, transform: 'scale(1)' },
  // Keep a short transition rather than none: the popup unmounts when it ends.
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
}));
