import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import type { MenuOwnerState } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';
import styled from '@mui/system/styled';

const colors = {
  accent: '#2f5fd0',
  accentDark: '#8fb3ff',
  border: '#c9d1de',
  borderDark: '#3a4358',
  text: '#1b2230',
  textDark: '#e6eaf2',
  surface: '#ffffff',
  surfaceDark: '#1d2230',
  hover: '#e8effc',
  hoverDark: '#2b3650',
};

interface AnimatedListboxProps extends React.HTMLAttributes<HTMLUListElement> {
  ownerState: MenuOwnerState;
}

/** The listbox slot, wrapped in a CssTransition that reacts to the menu's popup. */
const AnimatedListbox = React.forwardRef<HTMLUListElement, AnimatedListboxProps>(
  function AnimatedListbox(props, ref) {
    const { ownerState, ...other } = props;
    return (
      <Animation enterClassName="open" exitClassName="closed">
        <Listbox {...other} ref={ref} />
      </Animation>
    );
  },
);

export default function MenuTransition() {
  const buttonId = React.useId();
  return (
    <Dropdown>
      <Trigger slotProps={{ root: { id: buttonId } }}>Sort by</Trigger>
      <Menu
        slots={{ root: Popup, listbox: AnimatedListbox }}
        slotProps={{ root: { placement: 'bottom-start' }, listbox: { 'aria-labelledby': buttonId } }}
      >
        <Item>Name</Item>
        <Item>Date modified</Item>
        <Item>Size</Item>
      </Menu>
    </Dropdown>
  );
}

const Trigger = styled(MenuButton)(({ theme }) => ({
  font: 'inherit',
  padding: '8px 16px',
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...theme.applyStyles('dark', { borderColor: colors.borderDark }),
  '&:focus-visible': {
    outline: `2px solid ${colors.accent}`,
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: colors.accentDark }),
  },
}));

const Popup = styled('div')({
  zIndex: 1000,
});

const Animation = styled(CssTransition)({
  transformOrigin: 'top left',
  transition: 'opacity 120ms ease, transform 120ms ease',
  '&.closed': { opacity: 0, transform: 'scale(0.95) translateY(-4px)' },
  '&.open': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
});

const Listbox = styled('ul')(({ theme }) => ({
  minWidth: 180,
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
