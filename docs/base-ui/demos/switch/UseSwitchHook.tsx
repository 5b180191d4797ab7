import * as React from 'react';
import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';
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

type ToggleProps = UseSwitchParameters & { label: string };

function Toggle({ label, ...parameters }: ToggleProps) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(parameters);

  return (
    <Row data-disabled={disabled || undefined}>
      <Track data-checked={checked || undefined} data-focus-visible={focusVisible || undefined}>
        <Thumb />
        <HiddenInput {...getInputProps()} />
      </Track>
      {label}
      <State aria-hidden>{checked ? 'On' : 'Off'}</State>
    </Row>
  );
}

export default function UseSwitchHook() {
  return (
    <Stack>
      <Toggle label="Autosave drafts" defaultChecked />
      <Toggle label="Share usage statistics" />
      <Toggle label="Beta features" disabled />
    </Stack>
  );
}

const Track = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  borderRadius: 12,
  backgroundColor: colors.trackOff,
  transition: 'background-color 150ms',
  ...theme.applyStyles('dark', { backgroundColor: colors.trackOffDark }),
  '&[data-checked]': {
    backgroundColor: colors.accent,
    ...theme.applyStyles('dark', { backgroundColor: colors.accentDark }),
  },
  '&[data-focus-visible]': {
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 3px ${colors.focusDark}` }),
  },
}));

const Thumb = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 4,
  left: 4,
  width: 16,
  height: 16,
  borderRadius: '50%',
  backgroundColor: colors.thumb,
  transition: 'transform 150ms',
  ...theme.applyStyles('dark', { backgroundColor: colors.thumbDark }),
  '[data-checked] > &': { transform: 'translateX(16px)' },
}));

const HiddenInput = styled('input')({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

const Row = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontSize: '0.9375rem',
  cursor: 'pointer',
  '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
});

const State = styled('span')({
  marginLeft: 'auto',
  minWidth: 28,
  fontSize: '0.8125rem',
  fontWeight: 600,
});

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  maxWidth: 320,
});
