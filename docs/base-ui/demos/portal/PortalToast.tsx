import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccentDark: '#0f1420',
  toast: '#1b2230',
  toastDark: '#e6eaf2',
  onToast: '#ffffff',
  onToastDark: '#0f1420',
};

export default function PortalToast() {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  const handleDismiss = () => {
    setOpen(false);
    // The dismiss button disappears: give focus back to where the action started.
    buttonRef.current?.focus();
  };

  return (
    <div>
      <Button ref={buttonRef} type="button" onClick={() => setOpen(true)}>
        Archive the conversation
      </Button>
      {/* The live region stays mounted so that screen readers announce new text in it. */}
      <Portal>
        <Region role="status">
          {open && (
            <Toast>
              Conversation archived.
              <ToastButton type="button" onClick={handleDismiss}>
                Dismiss
              </ToastButton>
            </Toast>
          )}
        </Region>
      </Portal>
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

// Fixed to the viewport: the portal puts it at the end of <body>, away from any
// ancestor with `overflow: hidden` or `transform` that would clip or move it.
const Region = styled('div')({
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 1400,
});

const Toast = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  padding: '10px 12px 10px 16px',
  borderRadius: 8,
  color: colors.onToast,
  backgroundColor: colors.toast,
  boxShadow: '0 8px 24px rgba(15, 20, 32, 0.3)',
  ...theme.applyStyles('dark', { color: colors.onToastDark, backgroundColor: colors.toastDark }),
}));

const ToastButton = styled('button')({
  font: 'inherit',
  fontWeight: 600,
  padding: '4px 8px',
  borderRadius: 6,
  border: '1px solid currentColor',
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
});
