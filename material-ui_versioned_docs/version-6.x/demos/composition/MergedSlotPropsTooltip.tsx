import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip, {type TooltipProps} from '@mui/material/Tooltip';
import {mergeSlotProps} from '@mui/material/utils';

// A wrapper with its own defaults for the tooltip surface. mergeSlotProps keeps the
// caller's slotProps.tooltip too: sx values are concatenated, classNames joined and
// style objects merged, instead of one object replacing the other.
function HintTooltip({slotProps, ...props}: TooltipProps) {
  return (
    <Tooltip
      arrow
      describeChild
      {...props}
      slotProps={{
        ...slotProps,
        tooltip: mergeSlotProps(slotProps?.tooltip, {
          sx: {fontSize: '0.8125rem', px: 1.5, py: 1},
        }),
      }}
    />
  );
}

export default function MergedSlotPropsTooltip() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      <HintTooltip title="Wrapper defaults only">
        <Button variant="outlined">Defaults</Button>
      </HintTooltip>
      <HintTooltip
        title="Wrapper defaults plus the caller's colours"
        slotProps={{tooltip: {sx: {bgcolor: 'secondary.main', color: 'secondary.contrastText'}}}}>
        <Button variant="outlined" color="secondary">
          Merged
        </Button>
      </HintTooltip>
    </Stack>
  );
}
