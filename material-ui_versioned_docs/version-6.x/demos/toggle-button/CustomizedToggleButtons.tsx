import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, {toggleButtonGroupClasses} from '@mui/material/ToggleButtonGroup';
import {styled} from '@mui/material/styles';

// A segmented control: rounded track, buttons separated by a gap instead of shared borders.
const SegmentedGroup = styled(ToggleButtonGroup)(({theme}) => ({
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5),
  borderRadius: 999,
  backgroundColor: theme.palette.action.hover,
  [`& .${toggleButtonGroupClasses.grouped}`]: {
    border: 0,
    borderRadius: 999,
    paddingInline: theme.spacing(2),
    textTransform: 'none',
    [`&.${toggleButtonGroupClasses.disabled}`]: {
      border: 0,
    },
  },
  [`& .${toggleButtonGroupClasses.middleButton}, & .${toggleButtonGroupClasses.lastButton}`]: {
    marginLeft: 0,
    borderLeft: 0,
  },
  '& .Mui-selected, & .Mui-selected:hover': {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.primary.main,
    boxShadow: theme.shadows[1],
  },
}));

export default function CustomizedToggleButtons() {
  const [unit, setUnit] = React.useState<string>('metric');

  return (
    <SegmentedGroup
      size="small"
      value={unit}
      exclusive
      onChange={(_event, next: string | null) => {
        if (next !== null) setUnit(next);
      }}
      aria-label="Units">
      <ToggleButton value="metric">Metric</ToggleButton>
      <ToggleButton value="imperial">Imperial</ToggleButton>
      <ToggleButton value="nautical" disabled>
        Nautical
      </ToggleButton>
    </SegmentedGroup>
  );
}
