import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  onAccentDark: '#0f1420',
  surface: '#ffffff',
  surfaceDark: '#1d2230',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  hover: '#e8effc',
  hoverDark: '#2b3650',
  focus: 'rgba(47, 95, 208, 0.4)',
  focusDark: 'rgba(143, 179, 255, 0.5)',
};

export default function MenuBasic() {
  const buttonId = React.useId();
  const [lastAction, setLastAction] = React.useState('none yet');

  const createHandleClick = (action: string) => () => {
    setLastAction(action);
  };

  return (
    <Stack>
      <Dropdown>
        <TriggerButton slotProps={{ root: { id: buttonId } }}>My account</TriggerButton>
        <Menu
          slots={{ root: Popup, listbox: Listbox }}
          slotProps={{ listbox: { 'aria-labelledby': buttonId } }}
        >
          <Item onClick={createHandleClick('Profile')}>Profile</Item>
          <Item onClick={createHandleClick('Language settings')}>Language settings</Item>
          <Item onClick={createHandleClick('Log out')}>Log out</Item>
        </Menu>
      </Dropdown>
      <p role="status">Last action: {lastAction}</p>
    </Stack>
  );
}

const TriggerButton = styled(MenuButton)(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  color: '#ffffff',
  backgroundColor: colors.accent,
  cursor: 'pointer',
  ...theme.applyStyles('dark', {
    color: colors.onAccentDark,
    backgroundColor: colors.accentDark,
  }),
  '&:focus-visible': {
    outline: 'none',
    boxShadow: `0 0 0 3px ${colors.focus}`,
    ...theme.applyStyles('dark', { boxShadow: `0 0 0 3px ${colors.focusDark}` }),
  },
}));

const Popup = styled('div')({
  zIndex: 1000,
});

const Listbox = styled('ul')(({ theme }) => ({
  minWidth: 200,
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
  // The highlighted item has DOM focus (keyboard or pointer), so :focus shows the highlight.
  '&:focus': {
    outline: 'none',
    backgroundColor: colors.hover,
    ...theme.applyStyles('dark', { backgroundColor: colors.hoverDark }),
  },
  '&.base--focusVisible': {
    boxShadow: `inset 0 0 0 2px ${colors.accent}`,
    ...theme.applyStyles('dark', { boxShadow: `inset 0 0 0 2px ${colors.accentDark}` }),
  },
}));

const Stack = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 24,
  flexWrap: 'wrap',
  '& p': { margin: 0 },
});
