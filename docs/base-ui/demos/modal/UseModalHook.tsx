import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccentDark: '#0f1420',
  text: '#1b2230',
  textDark: '#e6eaf2',
  surface: '#ffffff',
  surfaceDark: '#1d2230',
};

interface SimpleModalProps {
  open: boolean;
  onClose: () => void;
  children: React.ReactElement;
}

/** A modal assembled from the hook, a Portal and a FocusTrap. */
function SimpleModal({ open, onClose, children }: SimpleModalProps) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const { getRootProps, getBackdropProps, portalRef } = useModal({
    open,
    onClose,
    rootRef,
    children,
  });

  if (!open) {
    return null;
  }

  // `open` is meant for a backdrop component; keep it off the DOM element.
  const { open: backdropOpen, ...backdropProps } = getBackdropProps();

  return (
    <Portal ref={portalRef}>
      <Root {...getRootProps()}>
        <Backdrop {...backdropProps} data-open={backdropOpen || undefined} />
        <FocusTrap open>{children}</FocusTrap>
      </Root>
    </Portal>
  );
}

export default function UseModalHook() {
  const titleId = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Open the hook-based modal
      </Button>
      <SimpleModal open={open} onClose={() => setOpen(false)}>
        <Dialog role="dialog" aria-modal aria-labelledby={titleId} tabIndex={-1}>
          <h2 id={titleId}>Built with unstable_useModal</h2>
          <p>The hook handles Escape, backdrop clicks, scroll locking and aria-hidden.</p>
          <Button type="button" onClick={() => setOpen(false)}>
            Close
          </Button>
        </Dialog>
      </SimpleModal>
    </div>
  );
}

const Root = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
});

const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgba(15, 20, 32, 0.55)',
});

const Dialog = styled('div')(({ theme }) => ({
  width: 380,
  maxWidth: '100%',
  padding: 24,
  borderRadius: 12,
  color: colors.text,
  backgroundColor: colors.surface,
  ...theme.applyStyles('dark', { color: colors.textDark, backgroundColor: colors.surfaceDark }),
  '&:focus-visible': { outline: 'none' },
  '& h2': { margin: 0, fontSize: '1.25rem' },
  '& p': { margin: '8px 0 24px' },
}));

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
