import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Tooltip from '@mui/material/Tooltip';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';

export default function ClickAwayTooltip() {
  const [open, setOpen] = React.useState(false);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      {/* The listener needs one child that holds a ref: this div contains the button and, through React, the tooltip. */}
      <div style={{display: 'flex', justifyContent: 'center'}}>
        <Tooltip
          title="A seat is one person who can sign in. Guests with view-only links are free."
          describeChild
          open={open}
          onClose={() => setOpen(false)}
          disableHoverListener
          disableFocusListener
          disableTouchListener>
          <Button
            variant="text"
            startIcon={<HelpOutlineIcon />}
            aria-expanded={open}
            onClick={() => setOpen((previous) => !previous)}>
            What counts as a seat?
          </Button>
        </Tooltip>
      </div>
    </ClickAwayListener>
  );
}
