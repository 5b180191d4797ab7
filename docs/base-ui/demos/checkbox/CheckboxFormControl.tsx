import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Button } from '@mui/base/Button';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccentDark: '#0d1526',
  border: '#5f687a',
  borderDark: '#9aa3b5',
  checkmark: '#ffffff',
  checkmarkDark: '#0d1526',
  error: '#b3261e',
  errorDark: '#ffb4ab',
};

type ConsentCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy: string;
  children: React.ReactNode;
};

// Reads `required`, `error` and `disabled` from the surrounding FormControl.
function ConsentCheckbox({ checked, onChange, describedBy, children }: ConsentCheckboxProps) {
  const formControl = useFormControlContext();

  return (
    <label>
      <Checkbox
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onFocus={formControl?.onFocus}
        onBlur={formControl?.onBlur}
        required={formControl?.required}
        disabled={formControl?.disabled}
        aria-invalid={formControl?.error || undefined}
        aria-describedby={describedBy}
      />
      {children}
    </label>
  );
}

export default function CheckboxFormControl() {
  const [accepted, setAccepted] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const messageId = React.useId();
  const showError = submitted && !accepted;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!accepted) {
          // Move focus to the field so its error message is read out.
          event.currentTarget.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
        }
      }}
    >
      <Field required error={showError}>
        <ConsentCheckbox checked={accepted} onChange={setAccepted} describedBy={messageId}>
          I agree to the data processing terms
        </ConsentCheckbox>
        <p id={messageId}>
          {showError ? 'You need to agree before you continue.' : 'Required to create an account.'}
        </p>
      </Field>
      <SubmitButton type="submit">Create account</SubmitButton>
      <p role="status">{submitted && accepted ? 'Account created.' : ''}</p>
    </form>
  );
}

// FormControl's root gets `base--error` and `base--required` from its props.
const Field = styled(FormControl)(({ theme }) => ({
  marginBottom: 12,
  '& label': { display: 'flex', alignItems: 'center', gap: 10 },
  '& p': { margin: '4px 0 0 28px', fontSize: '0.875rem' },
  '&.base--error p': {
    color: colors.error,
    ...theme.applyStyles('dark', { color: colors.errorDark }),
  },
  '&.base--error input': {
    borderColor: colors.error,
    ...theme.applyStyles('dark', { borderColor: colors.errorDark }),
  },
}));

const Checkbox = styled('input')(({ theme }) => ({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  width: 18,
  height: 18,
  margin: 0,
  borderRadius: 4,
  border: `2px solid ${colors.border}`,
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&:checked': {
    borderColor: colors.accent,
    backgroundColor: colors.accent,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark, backgroundColor: colors.accentDark }),
  },
  '&:checked::after': {
    content: '""',
    position: 'absolute',
    left: 4,
    top: 0,
    width: 5,
    height: 10,
    border: `solid ${colors.checkmark}`,
    borderWidth: '0 2px 2px 0',
    transform: 'rotate(45deg)',
    ...theme.applyStyles('dark', { borderColor: colors.checkmarkDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const SubmitButton = styled(Button)(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  color: '#ffffff',
  backgroundColor: colors.accent,
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.onAccentDark, backgroundColor: colors.accentDark }),
  '&.base--focusVisible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
