import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';

export default function DisabledTooltips() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center', justifyContent: 'center'}}>
      {/* A disabled button fires no events, so the span wrapper listens instead. */}
      <Tooltip title="You need the Editor role to publish" describeChild>
        <span>
          <Button variant="contained" disabled>
            Publish
          </Button>
        </span>
      </Tooltip>
      <Tooltip title="Shared folders cannot be deleted" describeChild>
        <span style={{display: 'inline-block', cursor: 'not-allowed'}}>
          <IconButton aria-label="Delete folder" disabled>
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
