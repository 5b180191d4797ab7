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
  muted: '#4a5366',
  mutedDark: '#b3bac6',
};

export default function SwitchControlled() {
  const [digest, setDigest] = React.useState(true);
  const descriptionId = React.useId();

  return (
    <div>
      <Row>
        <Switch
          slots={{ root: SwitchRoot }}
          checked={digest}
          onChange={(event) => setDigest(event.target.checked)}
          slotProps={{ input: { 'aria-describedby': descriptionId } }}
        />
        Weekly digest
      </Row>
      <Description id={descriptionId}>
        {digest
          ? 'You will receive a summary every Monday morning.'
          : 'You will not receive a weekly summary.'}
      </Description>
    </div>
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
}));

const Row = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontSize: '0.9375rem',
  fontWeight: 600,
});

const Description = styled('p')(({ theme }) => ({
  margin: '8px 0 0 52px',
  fontSize: '0.875rem',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));
