import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import styled from '@mui/system/styled';

const colors = {
  tooltip: '#1b1f27',
  tooltipDark: '#e6e9ef',
  onTooltip: '#ffffff',
  onTooltipDark: '#10141b',
  border: '#7b8598',
  borderDark: '#6b7385',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  focus: '#2f5fd0',
  focusDark: '#8fb3ff',
};

// Open on hover (after a short delay) and on focus; close on leave, blur and Escape.
function useTooltip() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = (nextOpen: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(nextOpen), delay);
  };
  const cancel = () => clearTimeout(timer.current);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        clearTimeout(timer.current);
        setOpen(false);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return {
    triggerProps: {
      ref: setAnchor,
      onMouseEnter: () => schedule(true, 400),
      onMouseLeave: () => schedule(false, 150),
      onFocus: () => schedule(true, 0),
      onBlur: () => schedule(false, 0),
    },
    popupProps: {
      open,
      anchor,
      onMouseEnter: cancel,
      onMouseLeave: () => schedule(false, 150),
    },
  };
}

const actions = [
  { label: 'Reply', path: 'M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11z' },
  { label: 'Forward', path: 'M14 9V5l7 7-7 7v-4.1c-5 0-8.5 1.6-11 5.1 1-5 4-10 11-11z' },
  { label: 'Delete', path: 'M6 19a2 2 0 002 2h8a2 2 0 002-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z' },
];

function IconButtonWithTooltip({ label, path }: { label: string; path: string }) {
  const { triggerProps, popupProps } = useTooltip();

  return (
    <React.Fragment>
      {/* The name comes from aria-label; the tooltip only shows it visually. */}
      <IconButton type="button" aria-label={label} {...triggerProps}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
          <path d={path} fill="currentColor" />
        </svg>
      </IconButton>
      <Popup {...popupProps} placement="bottom" offset={6} slots={{ root: TooltipRoot }} aria-hidden>
        {label}
      </Popup>
    </React.Fragment>
  );
}

export default function TooltipIconButtons() {
  return (
    <Row role="group" aria-label="Message actions">
      {actions.map((action) => (
        <IconButtonWithTooltip key={action.label} {...action} />
      ))}
    </Row>
  );
}

const TooltipRoot = styled('div')(({ theme }) => ({
  zIndex: 1500,
  maxWidth: 240,
  padding: '6px 10px',
  borderRadius: 6,
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  color: colors.onTooltip,
  backgroundColor: colors.tooltip,
  opacity: 0,
  transition: 'opacity 120ms',
  ...theme.applyStyles('dark', { color: colors.onTooltipDark, backgroundColor: colors.tooltipDark }),
  // Popup adds this class while open; while closed it sets `visibility: hidden` inline.
  '&.base--open': { opacity: 1 },
}));

const IconButton = styled('button')(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  font: 'inherit',
  color: colors.text,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.textDark, borderColor: colors.borderDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.focus}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.focusDark }),
  },
}));

const Row = styled('div')({
  display: 'flex',
  gap: 8,
  paddingBottom: 48,
});
