import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
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
  onAccent: '#ffffff',
  onAccentDark: '#10141b',
  focus: 'rgba(47, 95, 208, 0.3)',
  focusDark: 'rgba(143, 179, 255, 0.35)',
};

function QuantityPicker({ label }: { label: string }) {
  const id = React.useId();
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused } =
    useNumberInput({ defaultValue: 1, min: 1, max: 9, inputId: id });
  // The arrow keys change the value, so the input is a spin button: the role that the
  // aria-value* attributes from getInputProps belong to.
  const inputProps = getInputProps({ role: 'spinbutton' });
  // While the field is empty the hook sets aria-valuenow to the typed text, which is not a
  // number: leave both value attributes out until there is a value.
  const valueNow = inputProps['aria-valuenow'];
  const hasValue = valueNow !== undefined && String(valueNow) !== '' && !Number.isNaN(Number(valueNow));

  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Root {...getRootProps()} data-focused={focused || undefined}>
        <RoundButton {...getDecrementButtonProps()} type="button" aria-label={`Decrease ${label}`}>
          −
        </RoundButton>
        <Input
          {...inputProps}
          aria-valuenow={hasValue ? valueNow : undefined}
          aria-valuetext={hasValue ? inputProps['aria-valuetext'] : undefined}
          inputMode="numeric"
        />
        <RoundButton {...getIncrementButtonProps()} type="button" aria-label={`Increase ${label}`}>
          +
        </RoundButton>
      </Root>
    </Field>
  );
}

export default function UseNumberInputHook() {
  return (
    <Stack>
      <QuantityPicker label="Adults" />
      <QuantityPicker label="Rooms" />
    </Stack>
  );
}

const Root = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
});

const Input = styled('input')(({ theme }) => ({
  width: 44,
  padding: '6px 0',
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  font: 'inherit',
  textAlign: 'center',
  color: colors.text,
  backgroundColor: colors.surface,
  outline: 0,
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
  '[data-focused] > &': {
    borderColor: colors.accent,
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      boxShadow: `0 0 0 3px ${colors.focusDark}`,
    }),
  },
}));

const RoundButton = styled('button')(({ theme }) => ({
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  fontSize: '1.125rem',
  lineHeight: 1,
  color: colors.onAccent,
  backgroundColor: colors.accent,
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.onAccentDark, backgroundColor: colors.accentDark }),
  '&:disabled': { opacity: 0.35, cursor: 'default' },
}));

const Field = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 24,
  width: 240,
  fontSize: '0.9375rem',
});

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});
