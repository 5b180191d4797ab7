import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  trackOff: '#7b8598',
  trackOffDark: '#6b7385',
  thumb: '#ffffff',
  thumbDark: '#1b1f27',
  focus: 'rgba(47, 95, 208, 0.4)',
  focusDark: 'rgba(143, 179, 255, 0.5)',
};

export default function SwitchBasic() {
  return (
    <Stack>
      <Row>
        <Switch slots={{ root: SwitchRoot }} />
        Wi-Fi
      </Row>
      <Row>
        <Switch slots={{ root: SwitchRoot }} defaultChecked />
        Bluetooth
      </Row>
      <Row>
        <Switch slots={{ root: SwitchRoot }} disabled />
        Airplane mode
      </Row>
      <Row>
        <Switch slots={{ root: SwitchRoot }} defaultChecked disabled />
        Location (managed by your organisation)
      </Row>
    </Stack>
  );
}

const SwitchRoot = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  cursor: 'pointer',
  '& .base-Switch-track': {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: colors.trackOff,
    transition: 'background-color 150ms',
    ...theme.applyStyles('dark', { backgroundColor: colors.trackOffDark }),
  },
  '& .base-Switch-thumb': {
    position: 'absolute',
    top: 4,
    left: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: colors.thumb,
    transition: 'transform 150ms',
    ...theme.applyStyles('dark', { backgroundColor: colors.thumbDark }),
  },
  // The native checkbox covers the whole switch, invisible, so it receives clicks and focus.
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
  '&.base--checked .base-Switch-track': {
    backgroundColor: colors.accent,
    ...theme.applyStyles('dark', { backgroundColor: colors.accentDark }),
  },
  '&.base--checked .base-Switch-thumb': {
    transform: 'translateX(16px)',
  },
  '&.base--focusVisible .base-Switch-track': {
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 3px ${colors.focusDark}` }),
  },
  '&.base--disabled': {
    opacity: 0.45,
    cursor: 'not-allowed',
  },
}));

const Row = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontSize: '0.9375rem',
});

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
});
