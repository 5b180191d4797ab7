import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

interface StatusDotProps extends React.HTMLAttributes<HTMLSpanElement> {
  color: string;
  label: string;
}

// Tooltip attaches listeners and a ref to its child, so the child must
// spread the props it receives and forward the ref to a DOM element.
const StatusDot = React.forwardRef<HTMLSpanElement, StatusDotProps>(function StatusDot(
  {color, label, ...other},
  ref,
) {
  return (
    <span
      {...other}
      ref={ref}
      tabIndex={0}
      role="img"
      aria-label={label}
      style={{display: 'inline-block', width: 16, height: 16, borderRadius: '50%', backgroundColor: color}}
    />
  );
});

export default function ForwardedRefTooltip() {
  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      <Tooltip describeChild title="All systems operational">
        <StatusDot color="#2e7d32" label="API status" />
      </Tooltip>
      <Tooltip describeChild title="Degraded performance in eu-west">
        <StatusDot color="#ed6c02" label="Storage status" />
      </Tooltip>
      <Tooltip describeChild title="Outage since 09:40 UTC">
        <StatusDot color="#d32f2f" label="Email status" />
      </Tooltip>
    </Stack>
  );
}
