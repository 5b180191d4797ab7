import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import styled from '@mui/system/styled';

const colors = {
  surface: '#ffffff',
  surfaceDark: '#1d2230',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  muted: '#5b6476',
  mutedDark: '#a3acbd',
  hover: '#e8effc',
  hoverDark: '#2b3650',
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
};

export default function MenuControlled() {
  const buttonId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [format, setFormat] = React.useState('PDF');

  const handleOpenChange = (
    _event: React.SyntheticEvent | null,
    isOpen: boolean,
  ) => {
    setOpen(isOpen);
  };

  return (
    <Stack>
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <TriggerButton slotProps={{ root: { id: buttonId } }}>
          Export as {format}
        </TriggerButton>
        <Menu
          slots={{ root: Popup, listbox: Listbox }}
          slotProps={{ listbox: { 'aria-labelledby': buttonId } }}
        >
          <Item onClick={() => setFormat('PDF')}>PDF document</Item>
          <Item onClick={() => setFormat('CSV')}>CSV spreadsheet</Item>
          <Item onClick={() => setFormat('PNG')}>PNG image</Item>
          <Item disabled>SVG image (upgrade required)</Item>
        </Menu>
      </Dropdown>
      <p>The menu is {open ? 'open' : 'closed'}.</p>
    </Stack>
  );
}

const TriggerButton = styled(MenuButton)(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 16px',
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
  '&.base--expanded': {
    borderColor: colors.accent,
    ...theme.applyStyles('dark', { borderColor: colors.accentDark }),
  },
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Popup = styled('div')({
  zIndex: 1000,
});

const Listbox = styled('ul')(({ theme }) => ({
  minWidth: 220,
  margin: '6px 0',
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
}));

const Item = styled(MenuItem)(({ theme }) => ({
  padding: '8px 12px',
  borderRadius: 6,
  cursor: 'default',
  userSelect: 'none',
  '&:focus': {
    outline: 'none',
    backgroundColor: colors.hover,
    ...theme.applyStyles('dark', { backgroundColor: colors.hoverDark }),
  },
  '&.base--focusVisible': {
    boxShadow: `inset 0 0 0 2px ${colors.accent}`,
    ...theme.applyStyles('dark', { boxShadow: `inset 0 0 0 2px ${colors.accentDark}` }),
  },
  '&.base--disabled': {
    color: colors.muted,
    cursor: 'not-allowed',
    ...theme.applyStyles('dark', { color: colors.mutedDark }),
  },
}));

const Stack = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 24,
  flexWrap: 'wrap',
  '& p': { margin: 0 },
});
