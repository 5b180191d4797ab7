import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip, {type TooltipProps} from '@mui/joy/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// Laid out on a 5 × 5 grid: [placement, row, column].
const placements: [Placement, number, number][] = [
  ['top-start', 1, 2],
  ['top', 1, 3],
  ['top-end', 1, 4],
  ['left-start', 2, 1],
  ['left', 3, 1],
  ['left-end', 4, 1],
  ['right-start', 2, 5],
  ['right', 3, 5],
  ['right-end', 4, 5],
  ['bottom-start', 5, 2],
  ['bottom', 5, 3],
  ['bottom-end', 5, 4],
];

export default function TooltipPlacements() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, max-content))',
        gap: 1,
        justifyContent: 'center',
        py: 4,
      }}>
      {placements.map(([placement, row, column]) => (
        <Tooltip key={placement} title={`Placed ${placement}`} placement={placement} arrow describeChild>
          <Button variant="plain" size="sm" sx={{gridRow: row, gridColumn: column}}>
            {placement}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
