import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popper from '@mui/material/Popper';

export default function BasicPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = open ? 'delivery-popper' : undefined;

  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    const target = event.currentTarget;
    setAnchorEl((current) => (current ? null : target));
  };

  return (
    <div>
      <Button variant="outlined" aria-describedby={id} onClick={handleClick}>
        {open ? 'Hide delivery times' : 'Show delivery times'}
      </Button>
      <Popper id={id} open={open} anchorEl={anchorEl}>
        <Box
          sx={{
            mt: 1,
            p: 1.5,
            maxWidth: 240,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            typography: 'body2',
          }}
        >
          Orders placed before 2 pm ship the same day and arrive in two to three working days.
        </Box>
      </Popper>
    </div>
  );
}
