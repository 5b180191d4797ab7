import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
  danger: '#b3261e',
  dangerDark: '#ffb4ab',
};

export default function FormControlValidation() {
  const inputId = React.useId();
  const helperId = React.useId();
  const [value, setValue] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const [disabled, setDisabled] = React.useState(false);

  const invalid = !/^\d{4,5}$/.test(value);
  const showError = touched && invalid;

  return (
    <Stack>
      <Root
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={showError}
        disabled={disabled}
        required
      >
        <label htmlFor={inputId}>Postcode</label>
        <StyledInput
          id={inputId}
          onBlur={() => setTouched(true)}
          slotProps={{ input: { inputMode: 'numeric', 'aria-describedby': helperId } }}
        />
        <p id={helperId}>
          {showError ? 'Enter 4 or 5 digits, for example 75011.' : 'Used to estimate delivery.'}
        </p>
      </Root>
      <label>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />{' '}
        Disable the field
      </label>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
});

const Root = styled(FormControl)(({ theme }) => ({
  maxWidth: 320,
  '& > label': { display: 'block', marginBottom: 4, fontWeight: 600 },
  '& > p': {
    margin: '4px 0 0',
    fontSize: '0.875rem',
    color: colors.muted,
    ...theme.applyStyles('dark', { color: colors.mutedDark }),
  },
  '&.base--required > label::after': { content: '" *"' },
  '&.base--error > label, &.base--error > p': {
    color: colors.danger,
    ...theme.applyStyles('dark', { color: colors.dangerDark }),
  },
  '&.base--error .base-Input-input': {
    borderColor: colors.danger,
    ...theme.applyStyles('dark', { borderColor: colors.dangerDark }),
  },
  '&.base--disabled': { opacity: 0.6 },
}));

const StyledInput = styled(Input)(({ theme }) => ({
  '& .base-Input-input': {
    font: 'inherit',
    width: '100%',
    boxSizing: 'border-box',
    padding: '8px 12px',
    borderRadius: 8,
    border: `1px solid ${colors.border}`,
    color: 'inherit',
    backgroundColor: 'transparent',
    ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  },
  '& .base-Input-input:focus': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 1,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
