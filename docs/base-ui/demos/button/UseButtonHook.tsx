import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#8a93a6',
  borderDark: '#6b7385',
  pressed: '#e3eafb',
  pressedDark: '#26324d',
};

type IconButtonProps = {
  label: string;
  disabled?: boolean;
  onClick?: React.MouseEventHandler;
  children: React.ReactNode;
};

const IconButton = React.forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, disabled = false, onClick, children },
  ref,
) {
  const { getRootProps, active, focusVisible } = useButton({
    disabled,
    // Keeps focus on the button when it becomes disabled under the pointer or keyboard.
    focusableWhenDisabled: true,
    rootElementName: 'button',
    rootRef: ref,
  });

  return (
    <Root
      {...getRootProps({ onClick })}
      aria-label={label}
      data-active={active || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      {children}
    </Root>
  );
});

export default function UseButtonHook() {
  const [count, setCount] = React.useState(0);

  return (
    <Row>
      <IconButton label="Decrease" disabled={count === 0} onClick={() => setCount((c) => c - 1)}>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 11h14v2H5z" /></svg>
      </IconButton>
      <output aria-live="polite">Tickets: {count}</output>
      <IconButton label="Increase" disabled={count === 9} onClick={() => setCount((c) => c + 1)}>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" /></svg>
      </IconButton>
    </Row>
  );
}

const Root = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  borderRadius: '50%',
  border: `1px solid ${colors.border}`,
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '& svg': { width: 18, height: 18, fill: 'currentColor' },
  '&[data-active]': {
    backgroundColor: colors.pressed,
    ...theme.applyStyles('dark', { backgroundColor: colors.pressedDark }),
  },
  '&[data-focus-visible]': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
  '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
}));

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  '& output': { minWidth: 90, textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
});
