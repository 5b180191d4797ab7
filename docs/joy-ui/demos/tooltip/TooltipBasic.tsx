import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Delete from '@mui/icons-material/Delete';

export default function TooltipBasic() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      {/* The title becomes the button's accessible name. */}
      <Tooltip title="Delete draft">
        <IconButton variant="soft" color="danger">
          <Delete />
        </IconButton>
      </Tooltip>
      {/* describeChild: the button keeps its own name, the title is a description. */}
      <Tooltip title="Visible to everyone in the workspace" describeChild>
        <Button variant="outlined">Publish</Button>
      </Tooltip>
    </Stack>
  );
}
