import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import styled from '@mui/system/styled';

const colors = {
  border: '#7b8598',
  borderDark: '#6b7385',
  surface: '#ffffff',
  surfaceDark: '#1f232b',
  pressed: '#dfe8ff',
  pressedDark: '#2a3a66',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
};

type ToggleButtonProps = {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  disabled?: boolean;
  children: React.ReactNode;
};

// A button that stays pressed: useButton gives the focus-visible and active states,
// aria-pressed gives the semantics.
function ToggleButton({ pressed, onPressedChange, disabled = false, children }: ToggleButtonProps) {
  const { getRootProps, focusVisible } = useButton({ disabled, rootElementName: 'button' });

  return (
    <StyledToggle
      {...getRootProps({ onClick: () => onPressedChange(!pressed) })}
      aria-pressed={pressed}
      data-focus-visible={focusVisible || undefined}
    >
      {children}
    </StyledToggle>
  );
}

type Format = 'bold' | 'italic' | 'underline';

export default function ToggleButtonsMultiple() {
  const [formats, setFormats] = React.useState<Format[]>(['bold']);

  const toggle = (format: Format) => (pressed: boolean) =>
    setFormats((current) =>
      pressed ? [...current, format] : current.filter((item) => item !== format),
    );

  return (
    <div>
      <Group role="group" aria-label="Text formatting">
        <ToggleButton pressed={formats.includes('bold')} onPressedChange={toggle('bold')}>
          <b>Bold</b>
        </ToggleButton>
        <ToggleButton pressed={formats.includes('italic')} onPressedChange={toggle('italic')}>
          <i>Italic</i>
        </ToggleButton>
        <ToggleButton pressed={formats.includes('underline')} onPressedChange={toggle('underline')}>
          <u>Underline</u>
        </ToggleButton>
      </Group>
      <Preview
        style={{
          fontWeight: formats.includes('bold') ? 700 : 400,
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underline') ? 'underline' : 'none',
        }}
      >
        The formatting applies to this sentence.
      </Preview>
    </div>
  );
}

const StyledToggle = styled('button')(({ theme }) => ({
  padding: '6px 14px',
  border: `1px solid ${colors.border}`,
  borderRadius: 0,
  font: 'inherit',
  fontSize: '0.875rem',
  color: colors.text,
  backgroundColor: colors.surface,
  cursor: 'pointer',
  ...theme.applyStyles('dark', {
    color: colors.textDark,
    borderColor: colors.borderDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&:first-of-type': { borderRadius: '8px 0 0 8px' },
  '&:last-of-type': { borderRadius: '0 8px 8px 0' },
  '& + &': { marginLeft: -1 },
  '&[aria-pressed="true"]': {
    position: 'relative',
    borderColor: colors.accent,
    backgroundColor: colors.pressed,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      backgroundColor: colors.pressedDark,
    }),
  },
  '&[data-focus-visible]': {
    position: 'relative',
    zIndex: 1,
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
}));

const Group = styled('div')({
  display: 'inline-flex',
});

const Preview = styled('p')({
  margin: '16px 0 0',
  fontSize: '1rem',
});
