import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import type { FormControlState } from '@mui/base/FormControl';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
};

/** A text field that takes its value, state and handlers from the surrounding FormControl. */
function HandleInput({ id }: { id: string }) {
  const formControl = useFormControlContext();
  if (formControl === undefined) {
    throw new Error('HandleInput must be placed inside a FormControl.');
  }
  const { value, onChange, onFocus, onBlur, disabled, required, error } = formControl;

  return (
    <Field data-focused={formControl.focused || undefined}>
      <span aria-hidden>@</span>
      <input
        id={id}
        value={String(value)}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
        disabled={disabled}
        required={required}
        aria-invalid={error || undefined}
        autoComplete="off"
      />
    </Field>
  );
}

function describe({ filled, focused }: FormControlState) {
  return `filled: ${filled ? 'yes' : 'no'}, focused: ${focused ? 'yes' : 'no'}`;
}

export default function UseFormControlContextInput() {
  const inputId = React.useId();
  return (
    <FormControl defaultValue="">
      {(state: FormControlState) => (
        <React.Fragment>
          <Label htmlFor={inputId}>Handle</Label>
          <HandleInput id={inputId} />
          <State>{describe(state)}</State>
        </React.Fragment>
      )}
    </FormControl>
  );
}

const Label = styled('label')({
  display: 'block',
  marginBottom: 4,
  fontWeight: 600,
});

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  maxWidth: 320,
  padding: '0 12px',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&[data-focused]': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 1,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
  '& span': {
    color: colors.muted,
    ...theme.applyStyles('dark', { color: colors.mutedDark }),
  },
  '& input': {
    flex: 1,
    font: 'inherit',
    padding: '8px 0',
    border: 'none',
    outline: 'none',
    color: 'inherit',
    backgroundColor: 'transparent',
  },
}));

const State = styled('p')(({ theme }) => ({
  margin: '4px 0 0',
  fontSize: '0.875rem',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));
