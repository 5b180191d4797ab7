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
// The tooltip itself is hoverable, so the pointer can move onto it without closing it.
function useTooltip() {
  const id = React.useId();
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
      'aria-describedby': id,
      onMouseEnter: () => schedule(true, 400),
      onMouseLeave: () => schedule(false, 150),
      onFocus: () => schedule(true, 0),
      onBlur: () => schedule(false, 0),
    },
    popupProps: {
      id,
      open,
      anchor,
      onMouseEnter: cancel,
      onMouseLeave: () => schedule(false, 150),
    },
  };
}

export default function TooltipBasic() {
  const { triggerProps, popupProps } = useTooltip();

  return (
    <Wrapper>
      <Button type="button" {...triggerProps}>
        Archive
      </Button>
      {/* keepMounted leaves the tooltip in the DOM (hidden) so aria-describedby always resolves. */}
      <Popup {...popupProps} placement="top" offset={8} keepMounted slots={{ root: TooltipRoot }}>
        Moves the conversation out of your inbox. You can find it under “Archived”.
      </Popup>
    </Wrapper>
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

const Button = styled('button')(({ theme }) => ({
  padding: '8px 16px',
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

const Wrapper = styled('div')({
  paddingTop: 48,
});
