import * as React from 'react';
import { Button } from '@mui/base/Button';
import { useButton } from '@mui/base/useButton';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccentDark: '#0d1526',
};

// The hook version: you render the element and decide how the state is exposed.
function HookButton({ children, onClick }: { children: React.ReactNode; onClick: () => void }) {
  const { getRootProps, focusVisible, active } = useButton({ rootElementName: 'button' });
  return (
    <button
      {...getRootProps({ onClick })}
      className="demo-button"
      data-focus-visible={focusVisible || undefined}
      data-active={active || undefined}
    >
      {children}
    </button>
  );
}

export default function ComponentAndHook() {
  const [clicks, setClicks] = React.useState(0);
  const count = () => setClicks((c) => c + 1);

  return (
    <Stack>
      <Row>
        {/* The component version: the state arrives as base--* classes. */}
        <Button className="demo-button" onClick={count}>
          Component
        </Button>
        <HookButton onClick={count}>Hook</HookButton>
      </Row>
      <p role="status">Clicked {clicks} times</p>
    </Stack>
  );
}

const Stack = styled('div')(({ theme }) => ({
  '& p': { margin: '12px 0 0' },
  '& .demo-button': {
    font: 'inherit',
    fontWeight: 600,
    padding: '8px 16px',
    borderRadius: 8,
    border: 'none',
    color: '#ffffff',
    backgroundColor: colors.accent,
    cursor: 'pointer',
    ...theme.applyStyles('dark', { color: colors.onAccentDark, backgroundColor: colors.accentDark }),
  },
  // Same look, two ways of reading the state.
  '& .demo-button.base--focusVisible, & .demo-button[data-focus-visible]': {
    outline: `3px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
  '& .demo-button.base--active, & .demo-button[data-active]': {
    transform: 'translateY(1px)',
  },
}));

const Row = styled('div')({ display: 'flex', gap: 12 });
