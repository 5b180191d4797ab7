import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
};

export default function ClickAwayPortal() {
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const [count, setCount] = React.useState(0);
  const [containerNode, setContainerNode] = React.useState<HTMLDivElement | null>(null);

  return (
    <Layout>
      <label>
        <input
          type="checkbox"
          checked={disableReactTree}
          onChange={(event) => setDisableReactTree(event.target.checked)}
        />{' '}
        <code>disableReactTree</code>
      </label>
      <ClickAwayListener
        disableReactTree={disableReactTree}
        onClickAway={() => setCount((previous) => previous + 1)}
      >
        <Box>
          Listened element
          <Portal container={containerNode}>
            <Button type="button">Portaled button</Button>
          </Portal>
        </Box>
      </ClickAwayListener>
      <Box data-variant="target">
        Portal container:
        <div ref={setContainerNode} />
      </Box>
      <p role="status">Click-away events: {count}</p>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
  '& p': { margin: 0 },
});

const Box = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minWidth: 280,
  padding: 12,
  borderRadius: 8,
  border: `2px solid ${colors.accent}`,
  ...theme.applyStyles('dark', { borderColor: colors.accentDark }),
  '&[data-variant="target"]': {
    borderStyle: 'dashed',
    borderColor: colors.border,
    color: colors.muted,
    ...theme.applyStyles('dark', { borderColor: colors.borderDark, color: colors.mutedDark }),
  },
}));

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  padding: '4px 12px',
  borderRadius: 6,
  border: `1px solid ${colors.accent}`,
  color: colors.accent,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.accentDark, color: colors.accentDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
