import * as React from 'react';
import { Button } from '@mui/base/Button';
import styled from '@mui/system/styled';

const colors = {
  border: '#5f687a',
  borderDark: '#9aa3b5',
  ring: '#2f5fd0',
  ringDark: '#8fb3ff',
  muted: '#4a5366',
  mutedDark: '#b3bac6',
};

export default function FocusVisibleButtons() {
  return (
    <Grid>
      <div>
        <AnyFocusButton>Ring on any focus</AnyFocusButton>
        <Caption>Styled with <code>:focus</code>: the ring also appears after a click.</Caption>
      </div>
      <div>
        <KeyboardFocusButton>Ring on keyboard focus</KeyboardFocusButton>
        <Caption>
          Styled with <code>.base--focusVisible</code>: the ring appears when you press Tab.
        </Caption>
      </div>
    </Grid>
  );
}

const BaseButton = styled(Button)(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
}));

const AnyFocusButton = styled(BaseButton)(({ theme }) => ({
  '&:focus': {
    boxShadow: `0 0 0 3px ${colors.ring}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 3px ${colors.ringDark}` }),
  },
}));

const KeyboardFocusButton = styled(BaseButton)(({ theme }) => ({
  '&.base--focusVisible': {
    boxShadow: `0 0 0 3px ${colors.ring}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 3px ${colors.ringDark}` }),
  },
}));

const Caption = styled('p')(({ theme }) => ({
  margin: '8px 0 0',
  fontSize: '0.875rem',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));

const Grid = styled('div')({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: 24,
});
