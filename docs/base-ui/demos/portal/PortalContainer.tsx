import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
  soft: '#e8effc',
  softDark: '#26324d',
};

export default function PortalContainer() {
  const [show, setShow] = React.useState(false);
  const [disablePortal, setDisablePortal] = React.useState(false);
  const [clicks, setClicks] = React.useState(0);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <Layout>
      <Controls>
        <Button type="button" aria-pressed={show} onClick={() => setShow(!show)}>
          {show ? 'Remove the content' : 'Render the content'}
        </Button>
        <label>
          <input
            type="checkbox"
            checked={disablePortal}
            onChange={(event) => setDisablePortal(event.target.checked)}
          />{' '}
          <code>disablePortal</code>
        </label>
      </Controls>
      {/* React parent of the portal: clicks inside the portal bubble up to it. */}
      <Box onClick={() => setClicks((count) => count + 1)}>
        <Caption>Parent in the React tree (clicks received: {clicks})</Caption>
        {show && (
          <Portal container={container} disablePortal={disablePortal}>
            <Content type="button">Portal content: click me</Content>
          </Portal>
        )}
      </Box>
      <Box data-variant="container">
        <Caption>Portal container in the DOM</Caption>
        <div ref={setContainer} />
      </Box>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});

const Controls = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  padding: '6px 14px',
  borderRadius: 8,
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

const Box = styled('div')(({ theme }) => ({
  minHeight: 80,
  padding: 12,
  borderRadius: 8,
  border: `2px solid ${colors.border}`,
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&[data-variant="container"]': { borderStyle: 'dashed' },
}));

const Caption = styled('div')(({ theme }) => ({
  marginBottom: 8,
  fontSize: '0.875rem',
  color: colors.muted,
  ...theme.applyStyles('dark', { color: colors.mutedDark }),
}));

const Content = styled('button')(({ theme }) => ({
  font: 'inherit',
  padding: '8px 12px',
  borderRadius: 6,
  border: 'none',
  color: 'inherit',
  backgroundColor: colors.soft,
  cursor: 'pointer',
  ...theme.applyStyles('dark', { backgroundColor: colors.softDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
