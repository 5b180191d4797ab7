import * as React from 'react';
import { Input } from '@mui/base/Input';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
  surface: '#ffffff',
  surfaceDark: '#1b1f27',
  disabled: '#f0f2f6',
  disabledDark: '#262b36',
};

export default function InputBasic() {
  const nameId = React.useId();
  const teamId = React.useId();

  return (
    <Stack>
      <Field>
        <label htmlFor={nameId}>Full name</label>
        <StyledInput id={nameId} name="fullName" placeholder="Ada Lovelace" autoComplete="name" />
      </Field>
      <Field>
        <label htmlFor={teamId}>Team</label>
        <StyledInput id={teamId} defaultValue="Analytical Engines" disabled />
      </Field>
    </Stack>
  );
}

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  backgroundColor: colors.surface,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark, backgroundColor: colors.surfaceDark }),
  '&.base--focused': {
    borderColor: colors.accent,
    boxShadow: `0 0 0 2px ${colors.accent}`,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      boxShadow: `0 0 0 2px ${colors.accentDark}`,
    }),
  },
  '&.base--disabled': {
    backgroundColor: colors.disabled,
    ...theme.applyStyles('dark', { backgroundColor: colors.disabledDark }),
  },
  '& .base-Input-input': {
    flex: 1,
    minWidth: 0,
    font: 'inherit',
    padding: '8px 12px',
    border: 'none',
    borderRadius: 8,
    color: 'inherit',
    backgroundColor: 'transparent',
    outline: 'none',
  },
  '& .base-Input-input:disabled': { cursor: 'not-allowed', opacity: 0.7 },
}));

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  '& label': { fontWeight: 600 },
});

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  maxWidth: 320,
});
