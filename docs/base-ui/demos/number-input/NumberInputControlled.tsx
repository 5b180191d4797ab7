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
  hover: '#eef1f6',
  hoverDark: '#2a303b',
};

export default function NumberInputControlled() {
  const [minutes, setMinutes] = React.useState<number | null>(30);
  const id = React.useId();
  const hintId = React.useId();

  return (
    <div>
      <Label htmlFor={id}>Meeting length (minutes)</Label>
      <NumberInput
        id={id}
        value={minutes}
        onChange={(_, value) => setMinutes(value)}
        min={15}
        max={240}
        step={15}
        shiftMultiplier={4}
        slots={{
          root: InputRoot,
          input: InputElement,
          incrementButton: StepperButton,
          decrementButton: StepperButton,
        }}
        slotProps={{
          // A spin button: the role that the aria-value* attributes on the input belong to.
          input: { role: 'spinbutton', 'aria-describedby': hintId },
          incrementButton: { type: 'button', 'aria-label': 'Add 15 minutes', children: '+' },
          decrementButton: { type: 'button', 'aria-label': 'Remove 15 minutes', children: '−' },
        }}
      />
      <Hint id={hintId}>
        Between 15 and 240, in steps of 15. Hold Shift for steps of an hour.
      </Hint>
      <p>Value: {minutes === null ? 'empty' : minutes}</p>
    </div>
  );
}

const InputRoot = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '32px 1fr 32px',
  width: 200,
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
  // Minus on the left, plus on the right, whatever the DOM order.
  '& .base-NumberInput-decrementButton': { gridColumn: 1, gridRow: 1 },
  '& .base-NumberInput-input': { gridColumn: 2, gridRow: 1 },
  '& .base-NumberInput-incrementButton': { gridColumn: 3, gridRow: 1 },
}));

// While the field is empty (or holds a lone minus sign), Base UI sets aria-valuenow to the
// text typed, which is not a number: leave both value attributes out until there is a value.
type InputElementProps = React.ComponentPropsWithRef<'input'> & { ownerState?: unknown };

function InputElement({ ownerState, ...props }: InputElementProps) {
  const valueNow = props['aria-valuenow'];
  const hasValue = valueNow !== undefined && String(valueNow) !== '' && !Number.isNaN(Number(valueNow));
  return (
    <StyledInput
      {...props}
      aria-valuenow={hasValue ? valueNow : undefined}
      aria-valuetext={hasValue ? props['aria-valuetext'] : undefined}
    />
  );
}

const StyledInput = styled('input')({
  minWidth: 0,
  padding: '8px 4px',
  border: 0,
  font: 'inherit',
  textAlign: 'center',
  color: 'inherit',
  backgroundColor: 'transparent',
  outline: 0,
});

const StepperButton = styled('button')(({ theme }) => ({
  padding: 0,
  border: 0,
  fontSize: '1.125rem',
  lineHeight: 1,
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: colors.hover,
    ...theme.applyStyles('dark', { backgroundColor: colors.hoverDark }),
  },
  // Added when the value reaches `max` (increment) or `min` (decrement).
  '&.base--disabled': { opacity: 0.4, cursor: 'default', backgroundColor: 'transparent' },
}));

const Label = styled('label')({
  display: 'block',
  marginBottom: 6,
  fontSize: '0.875rem',
  fontWeight: 600,
});

const Hint = styled('p')({
  margin: '6px 0 0',
  fontSize: '0.8125rem',
  opacity: 0.85,
});
