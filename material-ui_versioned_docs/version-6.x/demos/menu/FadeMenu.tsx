import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function FadeMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const buttonId = React.useId();
  const menuId = React.useId();
  const handleClose = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id={buttonId}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        View
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        slots={{transition: Fade}}
        transitionDuration={250}
        slotProps={{list: {'aria-labelledby': buttonId}}}
      >
        <MenuItem onClick={handleClose}>Zoom in</MenuItem>
        <MenuItem onClick={handleClose}>Zoom out</MenuItem>
        <MenuItem onClick={handleClose}>Actual size</MenuItem>
      </Menu>
    </div>
  );
}
