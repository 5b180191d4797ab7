import * as React from 'react';
import { Input } from '@mui/base/Input';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
  error: '#b3261e',
  errorDark: '#ffb4ab',
  muted: '#4a5366',
  mutedDark: '#b3bac6',
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function InputValidation() {
  const inputId = React.useId();
  const messageId = React.useId();
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const invalid = touched && !emailPattern.test(email);

  return (
    <Field>
      <label htmlFor={inputId}>Work email</label>
      <StyledInput
        id={inputId}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        error={invalid}
        aria-describedby={messageId}
      />
      <Message id={messageId} data-error={invalid || undefined}>
        {invalid ? 'Enter an address such as name@company.com.' : 'We send the invoice here.'}
      </Message>
    </Field>
  );
}

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&.base--focused': {
    borderColor: colors.accent,
    boxShadow: `0 0 0 2px ${colors.accent}`,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      boxShadow: `0 0 0 2px ${colors.accentDark}`,
    }),
  },
  // Keep the error colour when the field is focused, too.
  '&.base--error, &.base--error.base--focused': {
    borderColor: colors.error,
    boxShadow: `0 0 0 1px ${colors.error}`,
    ...theme.applyStyles('dark', {
      borderColor: colors.errorDark,
      boxShadow: `0 0 0 1px ${colors.errorDark}`,
    }),
  },
  '& .base-Input-input': {
    flex: 1,
    minWidth: 0,
    font: 'inherit',
    padding: '8px 12px',
    border: 'none',
    color: 'inherit',
    backgroundColor: 'transparent',
    outline: 'none',
  },
}));

const Message = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: '0.875rem',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
  '&[data-error]': {
    color: colors.error,
    ...theme.applyStyles('dark', { color: colors.errorDark }),
  },
}));

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  maxWidth: 320,
  '& label': { fontWeight: 600 },
});
