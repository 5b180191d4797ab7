import * as React from 'react';
import { useTabs, TabsProvider } from '@mui/base/useTabs';
import { useTabsList, TabsListProvider } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
};

function PillList({ children, label }: { children: React.ReactNode; label: string }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { contextValue, getRootProps } = useTabsList({ rootRef: ref });
  return (
    <TabsListProvider value={contextValue}>
      <ListRoot {...getRootProps()} aria-label={label}>
        {children}
      </ListRoot>
    </TabsListProvider>
  );
}

function Pill({ children, value }: { children: React.ReactNode; value: string }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  const { getRootProps, selected } = useTab({ rootRef: ref, value });
  return (
    <PillRoot {...getRootProps()} data-selected={selected || undefined}>
      {children}
    </PillRoot>
  );
}

function Panel({ children, value }: { children: React.ReactNode; value: string }) {
  const ref = React.useRef<HTMLElement>(null);
  const { getRootProps, hidden } = useTabPanel({ rootRef: ref, value });
  return (
    <section {...getRootProps()} role="tabpanel" tabIndex={0}>
      {!hidden && children}
    </section>
  );
}

export default function UseTabsHooks() {
  const { contextValue } = useTabs({ defaultValue: 'html' });
  return (
    <TabsProvider value={contextValue}>
      <PillList label="Snippet language">
        <Pill value="html">HTML</Pill>
        <Pill value="css">CSS</Pill>
        <Pill value="js">JavaScript</Pill>
      </PillList>
      <Panel value="html">
        <Code>{'<button type="button">Save</button>'}</Code>
      </Panel>
      <Panel value="css">
        <Code>{'button { padding: 8px 16px; }'}</Code>
      </Panel>
      <Panel value="js">
        <Code>{"button.addEventListener('click', save);"}</Code>
      </Panel>
    </TabsProvider>
  );
}

const ListRoot = styled('div')({
  display: 'flex',
  gap: 8,
  marginBottom: 12,
});

const PillRoot = styled('button')(({ theme }) => ({
  font: 'inherit',
  padding: '4px 14px',
  borderRadius: 999,
  border: `1px solid ${colors.border}`,
  color: colors.muted,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark, color: colors.mutedDark }),
  '&[data-selected]': {
    color: colors.accent,
    borderColor: colors.accent,
    fontWeight: 600,
    ...theme.applyStyles('dark', { color: colors.accentDark, borderColor: colors.accentDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Code = styled('code')({
  fontSize: '0.875rem',
});
