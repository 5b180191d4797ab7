import * as React from 'react';
import { useSnackbar } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import styled from '@mui/system/styled';

const colors = {
  surface: '#e8f5ec',
  surfaceDark: '#1d3325',
  border: '#1b7f3b',
  borderDark: '#6fdc8c',
  text: '#10341c',
  textDark: '#d9f5e1',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccent: '#ffffff',
  onAccentDark: '#10141b',
};

export default function UseSnackbarHook() {
  const [open, setOpen] = React.useState(false);
  const { getRootProps, onClickAway } = useSnackbar({
    open,
    autoHideDuration: 4000,
    onClose: () => setOpen(false),
  });

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Send invitation
      </Button>
      {open ? (
        // The hook leaves rendering to you, including click-away detection.
        <ClickAwayListener onClickAway={onClickAway}>
          <Toast {...getRootProps()}>
            <span role="status">Invitation sent to the team.</span>
          </Toast>
        </ClickAwayListener>
      ) : null}
    </div>
  );
}

const Toast = styled('div')(({ theme }) => ({
  position: 'fixed',
  top: 80,
  right: 16,
  zIndex: 1000,
  padding: '12px 16px',
  borderLeft: `4px solid ${colors.border}`,
  borderRadius: 6,
  fontSize: '0.9375rem',
  color: colors.text,
  backgroundColor: colors.surface,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.2)',
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderLeftColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
}));

const Button = styled('button')(({ theme }) => ({
  padding: '8px 16px',
  border: 0,
  borderRadius: 8,
  font: 'inherit',
  fontWeight: 600,
  color: colors.onAccent,
  backgroundColor: colors.accent,
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.onAccentDark, backgroundColor: colors.accentDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
