import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import styled from '@mui/system/styled';

const colors = {
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  border: '#7b8598',
  borderDark: '#6b7385',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  focus: 'rgba(47, 95, 208, 0.3)',
  focusDark: 'rgba(143, 179, 255, 0.35)',
  error: '#b3261e',
  errorDark: '#ffb4ab',
};

export default function NumberInputAdornments() {
  const budgetId = React.useId();
  const weightId = React.useId();
  const weightErrorId = React.useId();
  const seatsId = React.useId();
  const [weight, setWeight] = React.useState<number | null>(32);
  const tooHeavy = weight !== null && weight > 23;

  return (
    <Grid>
      <Field>
        <Label htmlFor={budgetId}>Budget</Label>
        <StyledNumberInput
          id={budgetId}
          slots={{ input: SpinButtonInput }}
          defaultValue={250}
          min={0}
          step={10}
          startAdornment={<Adornment data-position="start">€</Adornment>}
        />
      </Field>
      <Field>
        <Label htmlFor={weightId}>Checked bag</Label>
        <StyledNumberInput
          id={weightId}
          slots={{ input: SpinButtonInput }}
          value={weight}
          onChange={(_, value) => setWeight(value)}
          min={0}
          error={tooHeavy}
          endAdornment={<Adornment data-position="end">kg</Adornment>}
          slotProps={{ input: { 'aria-describedby': weightErrorId } }}
        />
        <Message id={weightErrorId} data-error={tooHeavy || undefined}>
          {tooHeavy ? 'The limit is 23 kg.' : 'Up to 23 kg.'}
        </Message>
      </Field>
      <Field>
        <Label htmlFor={seatsId}>Seats (disabled)</Label>
        <StyledNumberInput
          id={seatsId}
          slots={{ input: SpinButtonInput }}
          defaultValue={2}
          disabled
        />
      </Field>
    </Grid>
  );
}

// The arrow keys change the value, so the input is a spin button: the role that the
// aria-value* attributes Base UI puts on it belong to. While the field is empty (or holds a
// lone minus sign) Base UI sets aria-valuenow to the typed text, which is not a number, so
// both value attributes are left out until there is a value.
type SpinButtonInputProps = React.ComponentPropsWithRef<'input'> & { ownerState?: unknown };

function SpinButtonInput({ ownerState, ...props }: SpinButtonInputProps) {
  const valueNow = props['aria-valuenow'];
  const hasValue = valueNow !== undefined && String(valueNow) !== '' && !Number.isNaN(Number(valueNow));
  return (
    <input
      role="spinbutton"
      {...props}
      aria-valuenow={hasValue ? valueNow : undefined}
      aria-valuetext={hasValue ? props['aria-valuetext'] : undefined}
    />
  );
}

// Styling the whole component at once: the root gets the class, inner parts are reached by class name.
const StyledNumberInput = styled(NumberInput)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  color: colors.text,
  backgroundColor: colors.surface,
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&.base--focused': {
    borderColor: colors.accent,
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      boxShadow: `0 0 0 3px ${colors.focusDark}`,
    }),
  },
  '&.base--error, &.base--error.base--focused': {
    borderColor: colors.error,
    ...theme.applyStyles('dark', { borderColor: colors.errorDark }),
  },
  '&.base--disabled': { opacity: 0.5 },
  '& .base-NumberInput-input': {
    order: 1,
    flex: 1,
    minWidth: 0,
    padding: '8px 10px',
    border: 0,
    font: 'inherit',
    color: 'inherit',
    backgroundColor: 'transparent',
    outline: 0,
  },
  // These fields rely on the keyboard and typing only: the stepper buttons are hidden.
  '& .base-NumberInput-incrementButton, & .base-NumberInput-decrementButton': {
    display: 'none',
  },
}));

const Adornment = styled('span')({
  paddingInline: 10,
  fontSize: '0.875rem',
  opacity: 0.8,
  '&[data-position="start"]': { order: 0, paddingRight: 0 },
  '&[data-position="end"]': { order: 2, paddingLeft: 0 },
});

const Label = styled('label')({
  fontSize: '0.875rem',
  fontWeight: 600,
});

const Message = styled('span')(({ theme }) => ({
  fontSize: '0.8125rem',
  '&[data-error]': {
    color: colors.error,
    ...theme.applyStyles('dark', { color: colors.errorDark }),
  },
}));

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});

const Grid = styled('div')({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 20,
  maxWidth: 440,
});
