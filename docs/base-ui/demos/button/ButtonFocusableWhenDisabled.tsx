import * as React from 'react';
import { Button } from '@mui/base/Button';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccentDark: '#0d1526',
  border: '#8a93a6',
  borderDark: '#6b7385',
  muted: '#4a5366',
  mutedDark: '#b3bac6',
  focus: 'rgba(47, 95, 208, 0.45)',
  focusDark: 'rgba(143, 179, 255, 0.55)',
};

export default function ButtonFocusableWhenDisabled() {
  const [accepted, setAccepted] = React.useState(false);
  const [sent, setSent] = React.useState(false);
  const hintId = React.useId();

  return (
    <Stack>
      <label>
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setSent(false);
          }}
        />{' '}
        I have read the terms of the beta programme
      </label>
      <Row>
        <StyledButton
          disabled={!accepted}
          focusableWhenDisabled
          aria-describedby={accepted ? undefined : hintId}
          onClick={() => setSent(true)}
        >
          Join the beta
        </StyledButton>
        {!accepted && <Hint id={hintId}>Accept the terms first.</Hint>}
      </Row>
      <p role="status">{sent ? 'Thanks, you are on the list.' : ''}</p>
    </Stack>
  );
}

const StyledButton = styled(Button)(({ theme }) => ({
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
  '&.base--focusVisible': {
    outline: 'none',
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 3px ${colors.focusDark}` }),
  },
  // With focusableWhenDisabled the button keeps its focus ring while it is disabled.
  '&.base--disabled': {
    borderColor: colors.border,
    color: colors.muted,
    backgroundColor: 'transparent',
    cursor: 'not-allowed',
    ...theme.applyStyles('dark', { borderColor: colors.borderDark, color: colors.mutedDark }),
  },
}));

const Hint = styled('span')(({ theme }) => ({
  fontSize: '0.875rem',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));

const Row = styled('div')({ display: 'flex', alignItems: 'center', gap: 12 });

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
  '& p': { margin: 0, minHeight: '1.5em' },
});
