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

export default function NumberInputBasic() {
  const id = React.useId();

  return (
    <div>
      <Label htmlFor={id}>Guests</Label>
      <NumberInput
        id={id}
        placeholder="Type a number…"
        slots={{
          root: InputRoot,
          input: InputElement,
          incrementButton: StepperButton,
          decrementButton: StepperButton,
        }}
        slotProps={{
          // The arrow keys change the value: the input is a spin button, which also
          // makes the aria-value* attributes that Base UI puts on it valid.
          input: { role: 'spinbutton' },
          // The stepper buttons have no `type`: set it, or they submit a surrounding form.
          incrementButton: {
            type: 'button',
            'aria-label': 'Increase',
            children: <Chevron direction="up" />,
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'Decrease',
            children: <Chevron direction="down" />,
          },
        }}
      />
    </div>
  );
}

function Chevron({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden focusable="false">
      <path
        d={direction === 'up' ? 'M2 8l4-4 4 4' : 'M2 4l4 4 4-4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
      />
    </svg>
  );
}

const InputRoot = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 28px',
  gridTemplateRows: '1fr 1fr',
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
  // The root gets `base--focused` while the input has focus.
  '&.base--focused': {
    borderColor: colors.accent,
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      boxShadow: `0 0 0 3px ${colors.focusDark}`,
    }),
  },
  // The DOM order is decrement, increment, input: the grid places them.
  '& .base-NumberInput-incrementButton': { gridColumn: 2, gridRow: 1 },
  '& .base-NumberInput-decrementButton': { gridColumn: 2, gridRow: 2 },
}));

// While the field is empty (or holds a lone minus sign), Base UI sets aria-valuenow to the
// text typed, which is not a number. A spin button without a value should have no
// aria-valuenow, so this input slot leaves both value attributes out until there is one.
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
  gridColumn: 1,
  gridRow: '1 / span 2',
  minWidth: 0,
  padding: '8px 12px',
  border: 0,
  font: 'inherit',
  color: 'inherit',
  backgroundColor: 'transparent',
  outline: 0,
});

const StepperButton = styled('button')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 0,
  borderLeft: `1px solid ${colors.border}`,
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderLeftColor: colors.borderDark }),
  '&:hover': {
    backgroundColor: colors.hover,
    ...theme.applyStyles('dark', { backgroundColor: colors.hoverDark }),
  },
  '&.base--disabled': { opacity: 0.4, cursor: 'default', backgroundColor: 'transparent' },
}));

const Label = styled('label')({
  display: 'block',
  marginBottom: 6,
  fontSize: '0.875rem',
  fontWeight: 600,
});
