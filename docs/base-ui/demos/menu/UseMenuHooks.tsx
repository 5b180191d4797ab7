import * as React from 'react';
import { useDropdown, DropdownContext } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenu, MenuProvider } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import styled from '@mui/system/styled';

const colors = {
  surface: '#ffffff',
  surfaceDark: '#1d2230',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  hover: '#e8effc',
  hoverDark: '#2b3650',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
};

function SortButton({ children, id }: { children: React.ReactNode; id: string }) {
  const { getRootProps, open } = useMenuButton();
  return (
    <Trigger {...getRootProps()} id={id} data-open={open || undefined}>
      {children}
    </Trigger>
  );
}

function SortMenu({ children, labelledBy }: { children: React.ReactNode; labelledBy: string }) {
  const { contextValue, getListboxProps, open } = useMenu();
  return (
    <List {...getListboxProps()} aria-labelledby={labelledBy} hidden={!open}>
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </List>
  );
}

function SortOption({ children, onClick }: { children: React.ReactNode; onClick: () => void }) {
  const ref = React.useRef<HTMLLIElement>(null);
  const { getRootProps, highlighted } = useMenuItem({ rootRef: ref });
  return (
    <Option {...getRootProps({ onClick })} data-highlighted={highlighted || undefined}>
      {children}
    </Option>
  );
}

export default function UseMenuHooks() {
  const buttonId = React.useId();
  const { contextValue } = useDropdown();
  const [sort, setSort] = React.useState('Newest first');
  const options = ['Newest first', 'Oldest first', 'Most commented'];

  return (
    <DropdownContext.Provider value={contextValue}>
      <Anchor>
        <SortButton id={buttonId}>Sort: {sort}</SortButton>
        <SortMenu labelledBy={buttonId}>
          {options.map((option) => (
            <SortOption key={option} onClick={() => setSort(option)}>
              {option}
            </SortOption>
          ))}
        </SortMenu>
      </Anchor>
    </DropdownContext.Provider>
  );
}

const Anchor = styled('div')({
  position: 'relative',
  display: 'inline-block',
});

const Trigger = styled('button')(({ theme }) => ({
  font: 'inherit',
  padding: '8px 14px',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  backgroundColor: colors.surface,
  cursor: 'pointer',
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    color: colors.textDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&[data-open]': {
    borderColor: colors.accent,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const List = styled('ul')(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 1000,
  minWidth: '100%',
  margin: '6px 0 0',
  padding: 6,
  listStyle: 'none',
  borderRadius: 10,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  backgroundColor: colors.surface,
  boxShadow: '0 6px 16px rgba(15, 20, 32, 0.15)',
  ...theme.applyStyles('dark', {
    borderColor: colors.borderDark,
    color: colors.textDark,
    backgroundColor: colors.surfaceDark,
  }),
  '&[hidden]': { display: 'none' },
}));

const Option = styled('li')(({ theme }) => ({
  padding: '8px 12px',
  borderRadius: 6,
  whiteSpace: 'nowrap',
  cursor: 'default',
  '&[data-highlighted]': {
    backgroundColor: colors.hover,
    ...theme.applyStyles('dark', { backgroundColor: colors.hoverDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: -2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));
