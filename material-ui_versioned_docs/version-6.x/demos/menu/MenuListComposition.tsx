import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

export default function MenuListComposition() {
  const [open, setOpen] = React.useState<boolean>(false);
  const anchorRef = React.useRef<HTMLButtonElement>(null);
  const buttonId = React.useId();
  const menuId = React.useId();

  const close = () => {
    setOpen(false);
    anchorRef.current?.focus();
  };

  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    // Clicks on the button itself toggle the menu through its own handler.
    if (anchorRef.current?.contains(event.target as Node)) return;
    setOpen(false);
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button
        ref={anchorRef}
        id={buttonId}
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="true"
        onClick={() => setOpen((value) => !value)}
      >
        Export
      </Button>
      <Popper open={open} anchorEl={anchorRef.current} placement="bottom-start" transition disablePortal sx={{zIndex: 1}}>
        {({TransitionProps, placement}) => (
          <Grow
            {...TransitionProps}
            style={{transformOrigin: placement === 'bottom-start' ? 'left top' : 'left bottom'}}
          >
            <Paper elevation={8}>
              <ClickAwayListener onClickAway={handleClickAway}>
                <MenuList autoFocusItem={open} id={menuId} aria-labelledby={buttonId} onKeyDown={handleKeyDown}>
                  <MenuItem onClick={close}>As PDF</MenuItem>
                  <MenuItem onClick={close}>As spreadsheet</MenuItem>
                  <MenuItem onClick={close}>As plain text</MenuItem>
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Stack>
  );
}
