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
};

const DURATION = 200;

interface FadeProps extends React.HTMLAttributes<HTMLDivElement> {
  in?: boolean;
  onEnter?: () => void;
  onExited?: () => void;
}

/**
 * A minimal transition: Modal detects the `in` prop on its child and passes `onEnter` and
 * `onExited`, which tell it when the content starts to show and when it has fully faded out.
 */
const Fade = React.forwardRef<HTMLDivElement, FadeProps>(function Fade(props, ref) {
  const { in: inProp = false, onEnter, onExited, ...other } = props;
  const [visible, setVisible] = React.useState(false);
  const callbacks = React.useRef({ onEnter, onExited });

  React.useEffect(() => {
    callbacks.current = { onEnter, onExited };
  });

  React.useEffect(() => {
    if (inProp) {
      callbacks.current.onEnter?.();
      // Wait a frame so that the browser paints opacity 0 before fading in.
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    setVisible(false);
    const timer = setTimeout(() => callbacks.current.onExited?.(), DURATION);
    return () => clearTimeout(timer);
  }, [inProp]);

  return <FadeRoot ref={ref} data-visible={visible || undefined} {...other} />;
});

export default function ModalTransition() {
  const titleId = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Show keyboard shortcuts
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{ root: Root }}
      >
        <Fade in={open} role="dialog" aria-modal aria-labelledby={titleId}>
          <h2 id={titleId}>Keyboard shortcuts</h2>
          <dl>
            <dt>
              <kbd>Ctrl</kbd> + <kbd>S</kbd>
            </dt>
            <dd>Save the document</dd>
            <dt>
              <kbd>Ctrl</kbd> + <kbd>P</kbd>
            </dt>
            <dd>Print</dd>
          </dl>
          <Button type="button" onClick={() => setOpen(false)}>
            Close
          </Button>
        </Fade>
      </Modal>
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
  // No backdrop slot here: the root itself dims the page.
  backgroundColor: 'rgba(15, 20, 32, 0.55)',
});

const FadeRoot = styled('div')(({ theme }) => ({
  width: 360,
  maxWidth: '100%',
  padding: 24,
  borderRadius: 12,
  color: colors.text,
  backgroundColor: colors.surface,
  opacity: 0,
  transform: 'scale(0.96)',
  transition: `opacity ${DURATION}ms ease, transform ${DURATION}ms ease`,
  ...theme.applyStyles('dark', { color: colors.textDark, backgroundColor: colors.surfaceDark }),
  '&[data-visible]': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  '&:focus-visible': { outline: 'none' },
  '& h2': { margin: 0, fontSize: '1.25rem' },
  '& dl': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: '8px 16px',
    margin: '16px 0 24px',
  },
  '& dd': { margin: 0 },
  '& kbd': {
    padding: '1px 6px',
    borderRadius: 4,
    border: `1px solid ${colors.border}`,
    fontSize: '0.8125rem',
    ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  },
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
