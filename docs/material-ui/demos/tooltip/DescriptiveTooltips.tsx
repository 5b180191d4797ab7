import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DescriptiveTooltips() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Sends the invoice to the billing contact of this customer" describeChild>
        <Button variant="contained">Send invoice</Button>
      </Tooltip>
      <Tooltip title="You need the Editor role to publish">
        {/* A disabled button fires no events, so the span listens instead. */}
        <span>
          <Button variant="outlined" disabled>
            Publish
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
