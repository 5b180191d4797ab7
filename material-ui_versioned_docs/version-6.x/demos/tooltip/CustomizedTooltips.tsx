import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip, {type TooltipProps, tooltipClasses} from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';

// The tooltip is rendered in a portal, so `className` goes to the popper and the styles reach inwards.
const LightTooltip = styled(({className, ...props}: TooltipProps) => (
  <Tooltip {...props} classes={{popper: className}} />
))(({theme}) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: theme.palette.common.white,
    color: theme.palette.text.primary,
    boxShadow: theme.shadows[2],
    fontSize: theme.typography.pxToRem(12),
  },
  [`& .${tooltipClasses.arrow}`]: {
    color: theme.palette.common.white,
  },
}));

const NoteTooltip = styled(({className, ...props}: TooltipProps) => (
  <Tooltip {...props} classes={{popper: className}} />
))(({theme}) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: '#fff8e1',
    color: theme.palette.text.primary,
    border: '1px solid #ffcc80',
    maxWidth: 240,
    padding: theme.spacing(1, 1.5),
    fontSize: theme.typography.pxToRem(12),
    fontWeight: theme.typography.fontWeightRegular,
  },
}));

export default function CustomizedTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <LightTooltip title="Shared with 4 people" arrow describeChild>
        <Button variant="outlined">Light</Button>
      </LightTooltip>
      <NoteTooltip
        describeChild
        title={
          <React.Fragment>
            <Typography variant="subtitle2" component="span" sx={{display: 'block'}}>
              Reviewer note
            </Typography>
            Check the totals on page 3 before sending.
          </React.Fragment>
        }>
        <Button variant="outlined">Note</Button>
      </NoteTooltip>
    </Stack>
  );
}
