import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper, {type PopperPlacementType} from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const placements: PopperPlacementType[] = ['top', 'right', 'bottom', 'left'];

export default function PlacementPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const [open, setOpen] = React.useState(false);

  const handleClick = (next: PopperPlacementType) => (event: React.MouseEvent<HTMLElement>) => {
    setAnchorEl(event.currentTarget);
    setOpen((prev) => placement !== next || !prev);
    setPlacement(next);
  };

  return (
    <Stack direction="row" spacing={1} sx={{py: 6, justifyContent: 'center', flexWrap: 'wrap'}} useFlexGap>
      {placements.map((item) => (
        <Button key={item} variant="outlined" onClick={handleClick(item)}>
          {item}
        </Button>
      ))}
      <Popper open={open} anchorEl={anchorEl} placement={placement} sx={{zIndex: 'tooltip'}}>
        <Paper elevation={3} sx={{p: 1, m: 1}}>
          <Typography variant="body2">Placed {placement}</Typography>
        </Paper>
      </Popper>
    </Stack>
  );
}
