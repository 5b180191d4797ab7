import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const mergeOptions = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const arrowRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState(1);
  const [status, setStatus] = React.useState('Pull request #42 is ready to merge.');

  const handleClose = (event: Event) => {
    // A click on the arrow button is handled by its own onClick; ignore it here.
    if (anchorRef.current?.contains(event.target as Node)) return;
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <ButtonGroup ref={anchorRef} variant="contained" aria-label="Merge pull request">
        <Button onClick={() => setStatus(`Done: ${mergeOptions[selected]}.`)}>{mergeOptions[selected]}</Button>
        <Button
          ref={arrowRef}
          size="small"
          id="merge-options-button"
          aria-label="Choose merge method"
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? 'merge-options-menu' : undefined}
          onClick={() => setOpen((value) => !value)}>
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Popper open={open} anchorEl={anchorRef.current} placement="bottom-start" transition sx={{zIndex: 1}}>
        {({TransitionProps}) => (
          <Grow {...TransitionProps} style={{transformOrigin: 'left top'}}>
            <Paper elevation={4}>
              <ClickAwayListener onClickAway={handleClose}>
                <MenuList
                  id="merge-options-menu"
                  aria-labelledby="merge-options-button"
                  autoFocusItem
                  onKeyDown={(event) => {
                    if (event.key === 'Escape' || event.key === 'Tab') setOpen(false);
                    // Escape returns focus to the button that opened the list.
                    if (event.key === 'Escape') arrowRef.current?.focus();
                  }}>
                  {mergeOptions.map((option, index) => (
                    <MenuItem
                      key={option}
                      selected={index === selected}
                      onClick={() => {
                        setSelected(index);
                        setOpen(false);
                      }}>
                      {option}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
      <Typography variant="body2" aria-live="polite">
        {status}
      </Typography>
    </Stack>
  );
}
