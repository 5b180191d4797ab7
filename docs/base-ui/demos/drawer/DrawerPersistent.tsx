import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import styled from '@mui/system/styled';

const colors = {
  surface: '#f5f7fa',
  surfaceDark: '#1a1e25',
  main: '#ffffff',
  mainDark: '#1f232b',
  border: '#c3cad5',
  borderDark: '#3a4150',
  text: '#1b1f27',
  textDark: '#e6e9ef',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
};

const folders = ['Inbox', 'Starred', 'Sent', 'Drafts', 'Archive'];

export default function DrawerPersistent() {
  const [open, setOpen] = React.useState(true);
  const [folder, setFolder] = React.useState('Inbox');
  const drawerId = React.useId();
  const { getRootProps, focusVisible } = useButton({ rootElementName: 'button' });

  return (
    <Layout>
      {/* A non-modal drawer: part of the layout, no backdrop and no focus trap. */}
      <Sidebar id={drawerId} data-open={open || undefined} aria-label="Folders">
        <FolderList>
          {folders.map((name) => (
            <li key={name}>
              <FolderButton
                type="button"
                aria-current={name === folder ? 'page' : undefined}
                onClick={() => setFolder(name)}
              >
                {name}
              </FolderButton>
            </li>
          ))}
        </FolderList>
      </Sidebar>
      <Main>
        <Toggle
          {...getRootProps({ onClick: () => setOpen((value) => !value) })}
          aria-expanded={open}
          aria-controls={drawerId}
          data-focus-visible={focusVisible || undefined}
        >
          {open ? 'Hide folders' : 'Show folders'}
        </Toggle>
        <h3>{folder}</h3>
        <p>
          The sidebar takes space in the layout instead of covering the page, so the content
          next to it stays usable while it is open.
        </p>
      </Main>
    </Layout>
  );
}

const Layout = styled('div')(({ theme }) => ({
  display: 'flex',
  minHeight: 220,
  overflow: 'hidden',
  border: `1px solid ${colors.border}`,
  borderRadius: 10,
  color: colors.text,
  ...theme.applyStyles('dark', { color: colors.textDark, borderColor: colors.borderDark }),
}));

// The collapsed drawer keeps its place in the DOM but is hidden from everyone with
// `visibility`, which waits for the width transition before applying.
const Sidebar = styled('nav')(({ theme }) => ({
  flexShrink: 0,
  width: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  backgroundColor: colors.surface,
  transition: 'width 200ms ease, visibility 200ms',
  ...theme.applyStyles('dark', { backgroundColor: colors.surfaceDark }),
  '&[data-open]': { width: 180, visibility: 'visible' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const FolderList = styled('ul')({
  width: 180,
  boxSizing: 'border-box',
  margin: 0,
  padding: 8,
  listStyle: 'none',
});

const FolderButton = styled('button')(({ theme }) => ({
  width: '100%',
  padding: '8px 12px',
  border: 0,
  borderRadius: 6,
  font: 'inherit',
  fontSize: '0.9375rem',
  textAlign: 'left',
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&[aria-current="page"]': {
    fontWeight: 700,
    color: colors.accent,
    ...theme.applyStyles('dark', { color: colors.accentDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: -2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Main = styled('div')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  padding: 16,
  fontSize: '0.9375rem',
  backgroundColor: colors.main,
  ...theme.applyStyles('dark', { backgroundColor: colors.mainDark }),
}));

const Toggle = styled('button')(({ theme }) => ({
  padding: '6px 12px',
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  font: 'inherit',
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&[data-focus-visible]': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
