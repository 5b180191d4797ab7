import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import styled from '@mui/system/styled';

const colors = {
  badge: '#2f5fd0',
  badgeDark: '#8fb3ff',
  onBadge: '#ffffff',
  onBadgeDark: '#10141b',
  surface: '#eef1f6',
  surfaceDark: '#2a303b',
  border: '#7b8598',
  borderDark: '#6b7385',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  focus: '#2f5fd0',
  focusDark: '#8fb3ff',
};

export default function BadgeMax() {
  const [count, setCount] = React.useState(98);
  const [showZero, setShowZero] = React.useState(false);
  const [hidden, setHidden] = React.useState(false);

  return (
    <Layout>
      <StyledBadge
        badgeContent={count}
        max={99}
        showZero={showZero}
        invisible={hidden}
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <Avatar aria-hidden>AM</Avatar>
      </StyledBadge>
      <Controls>
        <Buttons>
          <Button type="button" onClick={() => setCount((c) => Math.max(0, c - 1))}>
            Remove one
          </Button>
          <Button type="button" onClick={() => setCount((c) => c + 1)}>
            Add one
          </Button>
          <Button type="button" onClick={() => setCount(0)}>
            Reset
          </Button>
        </Buttons>
        <label>
          <input type="checkbox" checked={showZero} onChange={(e) => setShowZero(e.target.checked)} />{' '}
          Show zero
        </label>
        <label>
          <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />{' '}
          Invisible
        </label>
        <output aria-live="polite">Count: {count}</output>
      </Controls>
    </Layout>
  );
}

const StyledBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  '& .base-Badge-badge': {
    position: 'absolute',
    top: 0,
    right: 0,
    minWidth: 22,
    height: 22,
    padding: '0 6px',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 11,
    fontSize: '0.75rem',
    fontWeight: 700,
    color: colors.onBadge,
    backgroundColor: colors.badge,
    transform: 'translate(35%, -35%)',
    transition: 'transform 150ms, opacity 150ms',
    ...theme.applyStyles('dark', { color: colors.onBadgeDark, backgroundColor: colors.badgeDark }),
  },
  // Added when `invisible` is true, or when the content is 0 and `showZero` is false.
  '& .base-Badge-invisible': {
    opacity: 0,
    transform: 'translate(35%, -35%) scale(0)',
  },
}));

const Avatar = styled('span')(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: 12,
  fontWeight: 700,
  color: colors.text,
  backgroundColor: colors.surface,
  ...theme.applyStyles('dark', { color: colors.textDark, backgroundColor: colors.surfaceDark }),
}));

const Button = styled('button')(({ theme }) => ({
  padding: '4px 10px',
  border: `1px solid ${colors.border}`,
  borderRadius: 6,
  font: 'inherit',
  fontSize: '0.875rem',
  color: colors.text,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { color: colors.textDark, borderColor: colors.borderDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.focus}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.focusDark }),
  },
}));

const Layout = styled('div')({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 32,
  padding: 8,
});

const Controls = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  fontSize: '0.875rem',
});

const Buttons = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
});
