import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

const placements = [
  {placement: 'top-start', area: 'ts'},
  {placement: 'top', area: 't'},
  {placement: 'top-end', area: 'te'},
  {placement: 'left', area: 'l'},
  {placement: 'right', area: 'r'},
  {placement: 'bottom-start', area: 'bs'},
  {placement: 'bottom', area: 'b'},
  {placement: 'bottom-end', area: 'be'},
] as const;

export default function PlacementTooltips() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        justifyContent: 'center',
        gridTemplateColumns: 'repeat(3, 130px)',
        gridTemplateAreas: '"ts t te" "l . r" "bs b be"',
      }}
    >
      {placements.map(({placement, area}) => (
        <Tooltip key={placement} title={`Shown at ${placement}`} placement={placement} arrow describeChild>
          <Button variant="outlined" size="small" sx={{gridArea: area, textTransform: 'none'}}>
            {placement}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
