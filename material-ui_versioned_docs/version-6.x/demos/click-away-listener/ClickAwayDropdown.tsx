import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Typography from '@mui/material/Typography';

export default function ClickAwayDropdown() {
  const [open, setOpen] = React.useState(false);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{position: 'relative', display: 'inline-block'}}>
        <Button variant="outlined" aria-expanded={open} onClick={() => setOpen((prev) => !prev)}>
          Shipping details
        </Button>
        {open ? (
          <Box
            id="shipping-panel"
            sx={{
              position: 'absolute',
              top: 'calc(100% + 8px)',
              left: 0,
              zIndex: 1,
              width: 260,
              p: 2,
              borderRadius: 1,
              boxShadow: 4,
              bgcolor: 'background.paper',
            }}>
            <Typography variant="body2">
              Orders placed before 2 p.m. ship the same day. Click anywhere outside this panel to close it.
            </Typography>
          </Box>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}
