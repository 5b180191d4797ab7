import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = 'left' | 'right' | 'top' | 'bottom';
const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];

export default function AnchorDrawer() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);
  const horizontal = anchor === 'left' || anchor === 'right';

  const openFrom = (side: Anchor) => {
    setAnchor(side);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
      {anchors.map((side) => (
        <Button key={side} variant="outlined" onClick={() => openFrom(side)}>
          {side}
        </Button>
      ))}
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <Box sx={{width: horizontal ? 280 : 'auto', p: 3}}>
          <Typography variant="h6" component="h2" gutterBottom>
            Filters
          </Typography>
          <Typography variant="body2" sx={{mb: 2}}>
            This panel slides in from the {anchor}. Press Escape or click outside to close it.
          </Typography>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Apply
          </Button>
        </Box>
      </Drawer>
    </Stack>
  );
}
