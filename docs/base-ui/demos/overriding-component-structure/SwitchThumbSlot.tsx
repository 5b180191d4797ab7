import * as React from 'react';
import { Switch, type SwitchOwnerState } from '@mui/base/Switch';
import styled from '@mui/system/styled';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  off: '#6b7385',
  thumb: '#ffffff',
  thumbDark: '#1b1f27',
  focus: 'rgba(47, 95, 208, 0.45)',
  focusDark: 'rgba(143, 179, 255, 0.55)',
};

type ThumbProps = React.ComponentPropsWithoutRef<'span'> & { ownerState: SwitchOwnerState };

// A slot component receives the slot's props plus `ownerState`; it must not pass `ownerState` to the DOM.
const Thumb = React.forwardRef<HTMLSpanElement, ThumbProps>(function Thumb(
  { ownerState, ...other },
  ref,
) {
  return (
    <ThumbRoot ref={ref} {...other}>
      {ownerState.checked ? <CheckIcon fontSize="inherit" /> : <CloseIcon fontSize="inherit" />}
    </ThumbRoot>
  );
});

export default function SwitchThumbSlot() {
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <Switch slots={{ root: Root, thumb: Thumb }} defaultChecked />
      Dark previews
    </label>
  );
}

const Root = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  width: 48,
  height: 28,
  cursor: 'pointer',
  '& .base-Switch-track': {
    position: 'absolute',
    inset: 0,
    borderRadius: 14,
    backgroundColor: colors.off,
  },
  '&.base--checked .base-Switch-track': {
    backgroundColor: colors.accent,
    ...theme.applyStyles('dark', { backgroundColor: colors.accentDark }),
  },
  '& .base-Switch-input': {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  '&.base--checked .base-Switch-thumb': { transform: 'translateX(20px)' },
  '&.base--focusVisible .base-Switch-track': {
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 3px ${colors.focusDark}` }),
  },
}));

const ThumbRoot = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 4,
  left: 4,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  fontSize: 14,
  borderRadius: '50%',
  color: colors.off,
  backgroundColor: colors.thumb,
  transition: 'transform 150ms',
  ...theme.applyStyles('dark', { backgroundColor: colors.thumbDark, color: colors.accentDark }),
}));
