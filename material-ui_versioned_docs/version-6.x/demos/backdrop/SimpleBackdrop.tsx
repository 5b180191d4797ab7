import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export default function SimpleBackdrop() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show backdrop
      </Button>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={(theme) => ({color: '#fff', zIndex: theme.zIndex.drawer + 1, flexDirection: 'column', gap: 2})}
      >
        <CircularProgress color="inherit" />
        <Typography>Click anywhere to close</Typography>
      </Backdrop>
    </div>
  );
}
