import * as React from 'react';
import { Modal } from '@mui/base/Modal';
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
  muted: '#5b6476',
  mutedDark: '#a3acbd',
};

export default function ModalBasic() {
  const titleId = React.useId();
  const descriptionId = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Open the modal
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        slots={{ root: Root, backdrop: Backdrop }}
      >
        <Dialog role="dialog" aria-modal aria-labelledby={titleId} aria-describedby={descriptionId}>
          <h2 id={titleId}>Leave without saving?</h2>
          <p id={descriptionId}>
            Your changes to the report will be lost. Press Escape or click outside to stay.
          </p>
          <Actions>
            <Button type="button" data-variant="outlined" onClick={() => setOpen(false)}>
              Stay
            </Button>
            <Button type="button" onClick={() => setOpen(false)}>
              Leave
            </Button>
          </Actions>
        </Dialog>
      </Modal>
    </div>
  );
}

interface BackdropProps extends React.HTMLAttributes<HTMLDivElement> {
  open?: boolean;
  ownerState?: unknown;
}

/** Receives `open` and `ownerState` from Modal: keep them off the DOM element. */
const Backdrop = React.forwardRef<HTMLDivElement, BackdropProps>(function Backdrop(props, ref) {
  const { open, ownerState, ...other } = props;
  return <BackdropRoot ref={ref} {...other} />;
});

const Root = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
});

const BackdropRoot = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgba(15, 20, 32, 0.55)',
});

const Dialog = styled('div')(({ theme }) => ({
  width: 400,
  maxWidth: '100%',
  padding: 24,
  borderRadius: 12,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  backgroundColor: colors.surface,
  boxShadow: '0 16px 40px rgba(15, 20, 32, 0.3)',
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    color: colors.textDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&:focus-visible': { outline: 'none' },
  '& h2': { margin: 0, fontSize: '1.25rem' },
  '& p': {
    margin: '8px 0 0',
    color: colors.muted,
    ...theme.applyStyles('dark', { color: colors.mutedDark }),
  },
}));

const Actions = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
  marginTop: 24,
});

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  border: `1px solid ${colors.accent}`,
  color: '#ffffff',
  backgroundColor: colors.accent,
  cursor: 'pointer',
  ...theme.applyStyles('dark', {
    borderColor: colors.accentDark,
    color: colors.onAccentDark,
    backgroundColor: colors.accentDark,
  }),
  '&[data-variant="outlined"]': {
    color: colors.accent,
    backgroundColor: 'transparent',
    ...theme.applyStyles('dark', { color: colors.accentDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
