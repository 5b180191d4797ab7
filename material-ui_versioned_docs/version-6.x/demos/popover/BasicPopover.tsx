import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function BasicPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);
  const id = open ? 'delivery-popover' : undefined;

  return (
    <div>
      <Button aria-describedby={id} variant="outlined" onClick={(event) => setAnchorEl(event.currentTarget)}>
        Delivery estimate
      </Button>
      <Popover
        id={id}
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{vertical: 'bottom', horizontal: 'left'}}>
        <Typography variant="body2" sx={{p: 2, maxWidth: 260}}>
          Standard delivery takes 3 to 5 working days. Express orders placed before noon arrive the
          next day.
        </Typography>
      </Popover>
    </div>
  );
}
