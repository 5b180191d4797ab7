import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

const actions = ['Merge pull request', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const [selected, setSelected] = React.useState(0);
  const [message, setMessage] = React.useState('');

  return (
    <div>
      <Dropdown>
        <ButtonGroup variant="solid" color="success" aria-label="Merge options">
          <Button onClick={() => setMessage(`${actions[selected]} clicked`)}>{actions[selected]}</Button>
          <MenuButton
            slots={{root: IconButton}}
            slotProps={{root: {variant: 'solid', color: 'success'}}}
            aria-label="Choose a merge method">
            <ArrowDropDown />
          </MenuButton>
        </ButtonGroup>
        <Menu placement="bottom-end">
          {actions.map((action, index) => (
            <MenuItem key={action} selected={index === selected} onClick={() => setSelected(index)}>
              {action}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p role="status" style={{minHeight: '1.5em'}}>
        {message}
      </p>
    </div>
  );
}
