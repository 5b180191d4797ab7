import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const options = ['Newest first', 'Oldest first', 'Price: low to high', 'Price: high to low'];

export default function SelectedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [selectedIndex, setSelectedIndex] = React.useState(0);
  const open = Boolean(anchorEl);
  const menuId = React.useId();

  const handleSelect = (index: number) => {
    setSelectedIndex(index);
    setAnchorEl(null);
  };

  return (
    <div>
      <List aria-label="Sorting" sx={{maxWidth: 320, bgcolor: 'background.paper'}}>
        <ListItem disablePadding>
          <ListItemButton
            aria-haspopup="true"
            aria-controls={open ? menuId : undefined}
            aria-expanded={open ? 'true' : undefined}
            onClick={(event) => setAnchorEl(event.currentTarget)}
          >
            <ListItemText primary="Sort results" secondary={options[selectedIndex]} />
          </ListItemButton>
        </ListItem>
      </List>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
      >
        {options.map((option, index) => (
          <MenuItem
            key={option}
            selected={index === selectedIndex}
            onClick={() => handleSelect(index)}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
