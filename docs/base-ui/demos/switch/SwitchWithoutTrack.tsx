import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import styled from '@mui/system/styled';

const colors = {
  border: '#7b8598',
  borderDark: '#6b7385',
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccent: '#ffffff',
  onAccentDark: '#10141b',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  focus: 'rgba(47, 95, 208, 0.4)',
  focusDark: 'rgba(143, 179, 255, 0.5)',
};

export default function SwitchWithoutTrack() {
  return (
    <Row>
      <Switch
        slots={{ root: PillRoot, track: null }}
        slotProps={{
          // A function receives the owner state, so the text follows the checked state.
          // The text is decorative: the switch role already announces on/off.
          thumb: (ownerState) => ({
            children: ownerState.checked ? 'On' : 'Off',
            'aria-hidden': true,
          }),
        }}
      />
      Dark code blocks
    </Row>
  );
}

// With `slots.track` set to `null` no track is rendered: the root itself is the pill.
const PillRoot = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: 64,
  height: 28,
  padding: 2,
  boxSizing: 'border-box',
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  backgroundColor: colors.surface,
  cursor: 'pointer',
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
  '& .base-Switch-thumb': {
    display: 'grid',
    placeItems: 'center',
    width: 32,
    height: '100%',
    borderRadius: 6,
    fontSize: '0.75rem',
    fontWeight: 700,
    color: colors.text,
    backgroundColor: 'rgba(123, 133, 152, 0.25)',
    transition: 'transform 150ms, background-color 150ms',
    ...theme.applyStyles('dark', { color: colors.textDark }),
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
  '&.base--checked .base-Switch-thumb': {
    transform: 'translateX(26px)',
    color: colors.onAccent,
    backgroundColor: colors.accent,
    ...theme.applyStyles('dark', {
      color: colors.onAccentDark,
      backgroundColor: colors.accentDark,
    }),
  },
  '&.base--focusVisible': {
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 3px ${colors.focusDark}` }),
  },
}));

const Row = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontSize: '0.9375rem',
});
