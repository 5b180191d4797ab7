import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

// Each placement sits in the grid cell that matches the side its tooltip opens on.
const placements = [
  {placement: 'top-start', area: 'ts'},
  {placement: 'top', area: 't'},
  {placement: 'top-end', area: 'te'},
  {placement: 'left-start', area: 'ls'},
  {placement: 'left', area: 'l'},
  {placement: 'left-end', area: 'le'},
  {placement: 'right-start', area: 'rs'},
  {placement: 'right', area: 'r'},
  {placement: 'right-end', area: 're'},
  {placement: 'bottom-start', area: 'bs'},
  {placement: 'bottom', area: 'b'},
  {placement: 'bottom-end', area: 'be'},
] as const;

export default function PlacementTooltips() {
  return (
    <Box sx={{overflowX: 'auto'}}>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          width: 'max-content',
          mx: 'auto',
          gridTemplateColumns: 'repeat(5, 112px)',
          gridTemplateAreas: '". ts t te ." "ls . . . rs" "l . . . r" "le . . . re" ". bs b be ."',
        }}>
        {placements.map(({placement, area}) => (
          <Tooltip key={placement} title={`Opens at ${placement}`} placement={placement} arrow describeChild>
            <Button variant="outlined" size="small" sx={{gridArea: area, textTransform: 'none'}}>
              {placement}
            </Button>
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}
