import * as React from 'react';
import Button from '@mui/material/Button';
import Popover, {type PopoverOrigin} from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Side = 'above' | 'below' | 'right';

const origins: Record<Side, {anchorOrigin: PopoverOrigin; transformOrigin: PopoverOrigin}> = {
  above: {anchorOrigin: {vertical: 'top', horizontal: 'center'}, transformOrigin: {vertical: 'bottom', horizontal: 'center'}},
  below: {anchorOrigin: {vertical: 'bottom', horizontal: 'center'}, transformOrigin: {vertical: 'top', horizontal: 'center'}},
  right: {anchorOrigin: {vertical: 'center', horizontal: 'right'}, transformOrigin: {vertical: 'center', horizontal: 'left'}},
};

export default function PopoverPlacement() {
  const [side, setSide] = React.useState<Side>('below');
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);

  return (
    <Stack spacing={3} sx={{alignItems: 'center', py: 4}}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={side}
        onChange={(_event, next: Side | null) => next && setSide(next)}
        aria-label="Popover side">
        <ToggleButton value="above">Above</ToggleButton>
        <ToggleButton value="below">Below</ToggleButton>
        <ToggleButton value="right">Right</ToggleButton>
      </ToggleButtonGroup>
      <Button variant="contained" onClick={(event) => setAnchorEl(event.currentTarget)}>
        Open popover
      </Button>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={origins[side].anchorOrigin}
        transformOrigin={origins[side].transformOrigin}>
        <Typography variant="body2" sx={{p: 2}}>
          Opened {side} the button.
        </Typography>
      </Popover>
    </Stack>
  );
}
