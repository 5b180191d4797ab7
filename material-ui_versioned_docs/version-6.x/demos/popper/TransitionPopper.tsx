import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function TransitionPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);
  const id = open ? 'password-rules' : undefined;

  return (
    <div>
      <Button
        aria-describedby={id}
        variant="outlined"
        onClick={(event) => {
          const target = event.currentTarget;
          setAnchorEl((current) => (current ? null : target));
        }}>
        Password rules
      </Button>
      <Popper id={id} open={open} anchorEl={anchorEl} placement="bottom-start" transition>
        {({TransitionProps}) => (
          <Fade {...TransitionProps} timeout={250}>
            <Paper elevation={4} sx={{p: 2, mt: 1, maxWidth: 260}}>
              <Typography variant="body2">
                At least 12 characters, with one number and one symbol. The page stays usable while
                this is open.
              </Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </div>
  );
}
