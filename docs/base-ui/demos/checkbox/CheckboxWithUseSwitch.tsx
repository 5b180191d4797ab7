import * as React from 'react';
import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#5f687a',
  borderDark: '#9aa3b5',
  checkmark: '#ffffff',
  checkmarkDark: '#0d1526',
};

type CheckboxProps = UseSwitchParameters & { label: string };

function Checkbox({ label, ...parameters }: CheckboxProps) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(parameters);

  return (
    <Label data-disabled={disabled || undefined}>
      {/* useSwitch describes a switch; drop its role to keep a plain checkbox. */}
      <HiddenInput {...getInputProps({ role: undefined, 'aria-checked': undefined })} />
      <Box
        aria-hidden="true"
        data-checked={checked || undefined}
        data-focus-visible={focusVisible || undefined}
      >
        <svg viewBox="0 0 16 16">
          <path d="M3.5 8.5l3 3 6-7" />
        </svg>
      </Box>
      {label}
    </Label>
  );
}

export default function CheckboxWithUseSwitch() {
  const [offline, setOffline] = React.useState(true);

  return (
    <Stack>
      <Checkbox
        label="Keep files available offline"
        checked={offline}
        onChange={(event) => setOffline(event.target.checked)}
      />
      <Checkbox label="Sync over mobile data" />
      <Checkbox label="Back up photos (needs a paid plan)" disabled />
    </Stack>
  );
}

// Visually hidden, still focusable and announced by screen readers.
const HiddenInput = styled('input')({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const Box = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  width: 20,
  height: 20,
  borderRadius: 6,
  border: `2px solid ${colors.border}`,
  boxSizing: 'border-box',
  transition: 'background-color 120ms',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '& svg': {
    width: '100%',
    height: '100%',
    fill: 'none',
    stroke: colors.checkmark,
    strokeWidth: 2,
    opacity: 0,
    ...theme.applyStyles('dark', { stroke: colors.checkmarkDark }),
  },
  '&[data-checked]': {
    borderColor: colors.accent,
    backgroundColor: colors.accent,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark, backgroundColor: colors.accentDark }),
  },
  '&[data-checked] svg': { opacity: 1 },
  '&[data-focus-visible]': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Label = styled('label')({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  cursor: 'pointer',
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
});

const Stack = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12 });
