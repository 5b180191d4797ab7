import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

const orders = ['Newest first', 'Oldest first', 'Most comments', 'Title A–Z'];

export default function SelectedMenu() {
  const [order, setOrder] = React.useState<string>('Newest first');

  return (
    <Dropdown>
      <MenuButton endDecorator={<KeyboardArrowDownIcon />}>Sort: {order}</MenuButton>
      <Menu placement="bottom-start">
        {orders.map((item) => {
          const selected = item === order;
          return (
            <MenuItem
              key={item}
              role="menuitemradio"
              aria-checked={selected}
              selected={selected}
              onClick={() => setOrder(item)}>
              <ListItemDecorator>{selected ? <CheckIcon /> : null}</ListItemDecorator>
              {item}
            </MenuItem>
          );
        })}
      </Menu>
    </Dropdown>
  );
}
