import * as React from 'react';
import { Input } from '@mui/base/Input';
import styled from '@mui/system/styled';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
  muted: '#4a5366',
  mutedDark: '#b3bac6',
};

export default function InputAdornments() {
  const priceId = React.useId();
  const passwordId = React.useId();
  const [showPassword, setShowPassword] = React.useState(false);

  return (
    <Stack>
      <Field>
        <label htmlFor={priceId}>Monthly price in euros</label>
        <StyledInput
          id={priceId}
          type="number"
          defaultValue={24}
          startAdornment={<Adornment aria-hidden="true">€</Adornment>}
          endAdornment={<Adornment aria-hidden="true">/ month</Adornment>}
        />
      </Field>
      <Field>
        <label htmlFor={passwordId}>Password</label>
        <StyledInput
          id={passwordId}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          endAdornment={
            <ToggleButton
              type="button"
              aria-label="Show password"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((show) => !show)}
            >
              {showPassword ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </ToggleButton>
          }
        />
      </Field>
    </Stack>
  );
}

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&.base-Input-adornedStart': { paddingLeft: 12 },
  '&.base-Input-adornedEnd': { paddingRight: 6 },
  '&.base--focused': {
    borderColor: colors.accent,
    boxShadow: `0 0 0 2px ${colors.accent}`,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      boxShadow: `0 0 0 2px ${colors.accentDark}`,
    }),
  },
  '& .base-Input-input': {
    flex: 1,
    minWidth: 0,
    font: 'inherit',
    padding: '8px',
    border: 'none',
    color: 'inherit',
    backgroundColor: 'transparent',
    outline: 'none',
  },
}));

const Adornment = styled('span')(({ theme }) => ({
  whiteSpace: 'nowrap',
  color: colors.muted,
  paddingRight: 6,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));

const ToggleButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  padding: 4,
  border: 'none',
  borderRadius: 6,
  color: colors.muted,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
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
