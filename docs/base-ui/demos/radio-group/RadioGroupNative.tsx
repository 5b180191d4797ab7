import * as React from 'react';
import styled from '@mui/system/styled';

const colors = {
  border: '#7b8598',
  borderDark: '#6b7385',
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  focus: 'rgba(47, 95, 208, 0.35)',
  focusDark: 'rgba(143, 179, 255, 0.45)',
};

const options = [
  { value: 'standard', label: 'Standard (3–5 days)' },
  { value: 'express', label: 'Express (1–2 days)' },
  { value: 'pickup', label: 'Pick up in store' },
  { value: 'drone', label: 'Drone delivery (not available in your area)', disabled: true },
];

export default function RadioGroupNative() {
  const name = React.useId();
  const [value, setValue] = React.useState('standard');

  return (
    <div>
      <Fieldset>
        <Legend>Delivery</Legend>
        {options.map((option) => (
          <Choice key={option.value} data-disabled={option.disabled || undefined}>
            <Radio
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={(event) => setValue(event.target.value)}
            />
            {option.label}
          </Choice>
        ))}
      </Fieldset>
      <p>Selected: {value}</p>
    </div>
  );
}

// A native radio restyled: `appearance: none` removes the browser's drawing, not the behaviour.
const Radio = styled('input')(({ theme }) => ({
  appearance: 'none',
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: 0,
  border: `2px solid ${colors.border}`,
  borderRadius: '50%',
  backgroundColor: colors.surface,
  cursor: 'inherit',
  display: 'grid',
  placeItems: 'center',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark, backgroundColor: colors.surfaceDark }),
  '&::before': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: '50%',
    backgroundColor: colors.accent,
    transform: 'scale(0)',
    transition: 'transform 120ms',
    ...theme.applyStyles('dark', { backgroundColor: colors.accentDark }),
  },
  '&:checked': {
    borderColor: colors.accent,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark }),
  },
  '&:checked::before': { transform: 'scale(1)' },
  '&:focus-visible': {
    outline: 0,
    boxShadow: `0 0 0 4px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 4px ${colors.focusDark}` }),
  },
}));

const Choice = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '6px 0',
  fontSize: '0.9375rem',
  cursor: 'pointer',
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
});

const Fieldset = styled('fieldset')({
  margin: 0,
  padding: 0,
  border: 0,
});

const Legend = styled('legend')({
  marginBottom: 6,
  padding: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
});
