import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import PrintIcon from '@mui/icons-material/Print';

export default function DescriptiveTooltips() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center', justifyContent: 'center'}}>
      {/* Label: the button has no text, so the title becomes its aria-label ("Print"). */}
      <Tooltip title="Print">
        <IconButton>
          <PrintIcon />
        </IconButton>
      </Tooltip>
      {/* Description: the button keeps its own name and the title is linked with aria-describedby. */}
      <Tooltip title="Sends the invoice to the billing contact of this customer" describeChild>
        <Button variant="contained">Send invoice</Button>
      </Tooltip>
    </Stack>
  );
}
