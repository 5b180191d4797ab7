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

type Align = 'left' | 'center' | 'right';

const alignments: { value: Align; label: string }[] = [
  { value: 'left', label: 'Align left' },
  { value: 'center', label: 'Align centre' },
  { value: 'right', label: 'Align right' },
];

type AlignButtonProps = {
  pressed: boolean;
  label: string;
  onClick: () => void;
  children: React.ReactNode;
};

function AlignButton({ pressed, label, onClick, children }: AlignButtonProps) {
  const { getRootProps, focusVisible } = useButton({ rootElementName: 'button' });

  return (
    <StyledToggle
      {...getRootProps({ onClick })}
      aria-pressed={pressed}
      aria-label={label}
      data-focus-visible={focusVisible || undefined}
    >
      {children}
    </StyledToggle>
  );
}

const lineWidths = [14, 8, 11];

function AlignIcon({ align }: { align: Align }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden focusable="false">
      {lineWidths.map((width, row) => {
        const x = { left: 2, center: (18 - width) / 2, right: 16 - width }[align];
        return <rect key={row} x={x} y={3 + row * 5} width={width} height={2} rx={1} fill="currentColor" />;
      })}
    </svg>
  );
}

export default function ToggleButtonsExclusive() {
  const [align, setAlign] = React.useState<Align>('left');

  return (
    <div>
      <Group role="group" aria-label="Paragraph alignment">
        {alignments.map((item) => (
          <AlignButton
            key={item.value}
            label={item.label}
            pressed={align === item.value}
            // Pressing the active button keeps it pressed: one alignment always applies.
            onClick={() => setAlign(item.value)}
          >
            <AlignIcon align={item.value} />
          </AlignButton>
        ))}
      </Group>
      <Preview style={{ textAlign: align }}>
        Alignment changes how this paragraph sits in its box.
      </Preview>
    </div>
  );
}

const StyledToggle = styled('button')(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 36,
  padding: 0,
  border: `1px solid ${colors.border}`,
  borderRadius: 0,
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
    color: colors.accent,
    backgroundColor: colors.pressed,
    ...theme.applyStyles('dark', {
      borderColor: colors.accentDark,
      color: colors.accentDark,
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
}));

const Group = styled('div')({
  display: 'inline-flex',
});

const Preview = styled('p')({
  maxWidth: 320,
  margin: '16px 0 0',
  padding: 8,
  border: '1px dashed currentColor',
  borderRadius: 6,
  fontSize: '0.9375rem',
});
