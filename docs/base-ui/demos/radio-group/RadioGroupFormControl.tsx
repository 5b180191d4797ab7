import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { useFormControlContext } from '@mui/base/FormControl';
import styled from '@mui/system/styled';

const colors = {
  border: '#7b8598',
  borderDark: '#6b7385',
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  error: '#b3261e',
  errorDark: '#ffb4ab',
  focus: 'rgba(47, 95, 208, 0.35)',
  focusDark: 'rgba(143, 179, 255, 0.45)',
};

// Reads value, disabled, required and error from the surrounding FormControl.
function RadioOption({ value, children }: { value: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  if (!formControl) {
    throw new Error('RadioOption must be rendered inside a FormControl.');
  }

  return (
    <Choice>
      <Radio
        type="radio"
        name="contact"
        value={value}
        checked={formControl.value === value}
        onChange={formControl.onChange}
        onFocus={formControl.onFocus}
        onBlur={formControl.onBlur}
        disabled={formControl.disabled}
        required={formControl.required}
        aria-invalid={formControl.error || undefined}
      />
      {children}
    </Choice>
  );
}

export default function RadioGroupFormControl() {
  const [value, setValue] = React.useState('');
  const [submitted, setSubmitted] = React.useState(false);
  const messageId = React.useId();
  const fieldsetRef = React.useRef<HTMLFieldSetElement>(null);
  const error = submitted && value === '';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (value === '') {
          // Take keyboard and screen reader users to the group that needs attention.
          fieldsetRef.current?.querySelector('input')?.focus();
        }
      }}
    >
      <FormControl<'fieldset'>
        ref={fieldsetRef}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required
        error={error}
        slots={{ root: Fieldset }}
        aria-describedby={messageId}
      >
        {({ error: hasError }) => (
          <React.Fragment>
            <Legend>Preferred contact method (required)</Legend>
            <RadioOption value="email">Email</RadioOption>
            <RadioOption value="phone">Phone</RadioOption>
            <RadioOption value="post">Post</RadioOption>
            <Message id={messageId} data-error={hasError || undefined}>
              {hasError ? 'Choose how we should contact you.' : 'We only use it for this order.'}
            </Message>
          </React.Fragment>
        )}
      </FormControl>
      <Submit type="submit">Continue</Submit>
      {submitted && !error ? <p role="status">Thanks, we will contact you by {value}.</p> : null}
    </form>
  );
}

const Radio = styled('input')(({ theme }) => ({
  appearance: 'none',
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: 0,
  border: `2px solid ${colors.border}`,
  borderRadius: '50%',
  backgroundColor: colors.surface,
  display: 'grid',
  placeItems: 'center',
  cursor: 'inherit',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark, backgroundColor: colors.surfaceDark }),
  '&::before': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: '50%',
    backgroundColor: colors.accent,
    transform: 'scale(0)',
    ...theme.applyStyles('dark', { backgroundColor: colors.accentDark }),
  },
  '&:checked': {
    borderColor: colors.accent,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark }),
  },
  '&:checked::before': { transform: 'scale(1)' },
  '&[aria-invalid]': {
    borderColor: colors.error,
    ...theme.applyStyles('dark', { borderColor: colors.errorDark }),
  },
  '&:focus-visible': {
    outline: 0,
    boxShadow: `0 0 0 4px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 4px ${colors.focusDark}` }),
  },
}));

// FormControl's root, rendered as a fieldset. It receives state classes such as base--error.
const Fieldset = styled('fieldset')(({ theme }) => ({
  margin: 0,
  padding: 0,
  border: 0,
  '&.base--error legend': {
    color: colors.error,
    ...theme.applyStyles('dark', { color: colors.errorDark }),
  },
}));

const Legend = styled('legend')({
  marginBottom: 6,
  padding: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
});

const Choice = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '5px 0',
  fontSize: '0.9375rem',
  cursor: 'pointer',
});

const Message = styled('p')(({ theme }) => ({
  margin: '6px 0 0',
  fontSize: '0.8125rem',
  '&[data-error]': {
    color: colors.error,
    ...theme.applyStyles('dark', { color: colors.errorDark }),
  },
}));

const Submit = styled('button')(({ theme }) => ({
  marginTop: 12,
  padding: '8px 16px',
  border: 0,
  borderRadius: 8,
  font: 'inherit',
  fontWeight: 600,
  color: '#ffffff',
  backgroundColor: colors.accent,
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: '#10141b', backgroundColor: colors.accentDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
