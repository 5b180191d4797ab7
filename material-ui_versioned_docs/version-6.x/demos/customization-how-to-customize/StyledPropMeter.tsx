import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress, {linearProgressClasses} from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';

interface MeterProps {
  /** Custom prop: read by the styles, never passed on to the DOM. */
  critical?: boolean;
}

const Meter = styled(LinearProgress, {
  shouldForwardProp: (prop) => prop !== 'critical',
})<MeterProps>(({theme}) => ({
  height: 12,
  borderRadius: 6,
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 6,
    backgroundColor: theme.palette.success.main,
  },
  variants: [
    {
      props: {critical: true},
      style: {
        [`& .${linearProgressClasses.bar}`]: {
          backgroundColor: theme.palette.error.main,
        },
      },
    },
  ],
}));

export default function StyledPropMeter() {
  const [usage, setUsage] = React.useState(64);
  const critical = usage >= 85;

  return (
    <Box sx={{width: '100%', maxWidth: 360, mx: 'auto'}}>
      <Typography id="disk-usage-label" gutterBottom>
        Disk usage: {usage}%{critical ? ' (almost full)' : ''}
      </Typography>
      <Meter variant="determinate" value={usage} critical={critical} aria-labelledby="disk-usage-label" />
      <Typography id="disk-usage-control" variant="body2" sx={{mt: 3, color: 'text.secondary'}}>
        Simulated usage (critical from 85%)
      </Typography>
      <Slider
        value={usage}
        onChange={(_event, value) => setUsage(value as number)}
        aria-labelledby="disk-usage-control"
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
