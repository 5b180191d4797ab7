import * as React from 'react';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function HoverPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <Typography variant="body2">
      Reviewed by{' '}
      <Link
        component="button"
        type="button"
        sx={{verticalAlign: 'baseline'}}
        aria-owns={open ? 'reviewer-card' : undefined}
        aria-haspopup="true"
        onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
        onMouseLeave={() => setAnchorEl(null)}
        onFocus={(event) => setAnchorEl(event.currentTarget)}
        onBlur={() => setAnchorEl(null)}>
        Priya Nair
      </Link>{' '}
      on the design team.
      <Popover
        id="reviewer-card"
        sx={{pointerEvents: 'none'}}
        open={open}
        anchorEl={anchorEl}
        anchorOrigin={{vertical: 'bottom', horizontal: 'left'}}
        transformOrigin={{vertical: 'top', horizontal: 'left'}}
        onClose={() => setAnchorEl(null)}
        disableRestoreFocus
        disableAutoFocus
        disableEnforceFocus>
        <Typography variant="body2" sx={{p: 1.5}}>
          Priya Nair · Senior product designer
        </Typography>
      </Popover>
    </Typography>
  );
}
