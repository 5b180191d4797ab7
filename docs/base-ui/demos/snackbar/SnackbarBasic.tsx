import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import styled from '@mui/system/styled';

const colors = {
  toast: '#1b1f27',
  toastDark: '#e6e9ef',
  onToast: '#ffffff',
  onToastDark: '#10141b',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccent: '#ffffff',
  onAccentDark: '#10141b',
  focus: '#8fb3ff',
  focusDark: '#2f5fd0',
};

export default function SnackbarBasic() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (_: unknown, reason: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss the message early.
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Save draft
      </Button>
      <StyledSnackbar open={open} autoHideDuration={5000} onClose={handleClose}>
        <span role="status">Draft saved.</span>
        <CloseButton type="button" aria-label="Dismiss" onClick={() => setOpen(false)}>
          ×
        </CloseButton>
      </StyledSnackbar>
    </div>
  );
}

const StyledSnackbar = styled(Snackbar)(({ theme }) => ({
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  maxWidth: 'calc(100vw - 32px)',
  padding: '10px 10px 10px 16px',
  borderRadius: 8,
  fontSize: '0.9375rem',
  color: colors.onToast,
  backgroundColor: colors.toast,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.25)',
  ...theme.applyStyles('dark', { color: colors.onToastDark, backgroundColor: colors.toastDark }),
}));

const CloseButton = styled('button')(({ theme }) => ({
  width: 28,
  height: 28,
  padding: 0,
  border: 0,
  borderRadius: 6,
  fontSize: '1.25rem',
  lineHeight: 1,
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${colors.focus}`,
    ...theme.applyStyles('dark', { outlineColor: colors.focusDark }),
  },
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
