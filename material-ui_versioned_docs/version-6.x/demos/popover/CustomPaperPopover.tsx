import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CustomPaperPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        variant="outlined"
        aria-controls={open ? 'returns-popover' : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchorEl(event.currentTarget)}>
        Returns policy
      </Button>
      <Popover
        id="returns-popover"
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{vertical: 'bottom', horizontal: 'left'}}
        transformOrigin={{vertical: 'top', horizontal: 'left'}}
        slots={{transition: Fade}}
        slotProps={{
          paper: {
            variant: 'outlined',
            sx: {
              mt: 1,
              p: 2,
              width: 280,
              borderRadius: 2,
              borderColor: 'primary.main',
              bgcolor: 'background.default',
            },
          },
        }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">30-day returns</Typography>
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            Unworn items can be sent back within 30 days of delivery. Refunds reach the original
            payment method within a week.
          </Typography>
          <Button size="small" sx={{alignSelf: 'flex-end'}} onClick={() => setAnchorEl(null)}>
            Got it
          </Button>
        </Stack>
      </Popover>
    </div>
  );
}
