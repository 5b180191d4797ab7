import * as React from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const groups = [
  {label: 'Fruit', items: ['Apples', 'Cherries', 'Pears']},
  {label: 'Vegetables', items: ['Carrots', 'Leeks', 'Spinach']},
];

export default function GroupedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const buttonId = React.useId();
  const menuId = React.useId();
  const handleClose = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id={buttonId}
        variant="outlined"
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Add to basket
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        slotProps={{list: {'aria-labelledby': buttonId}}}
      >
        {groups.flatMap((group) => [
          <ListSubheader key={group.label}>{group.label}</ListSubheader>,
          ...group.items.map((item) => (
            <MenuItem key={item} onClick={handleClose} sx={{pl: 3}}>
              {item}
            </MenuItem>
          )),
        ])}
      </Menu>
    </div>
  );
}
