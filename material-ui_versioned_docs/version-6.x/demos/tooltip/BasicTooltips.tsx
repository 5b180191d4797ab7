import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import ArchiveIcon from '@mui/icons-material/Archive';

export default function BasicTooltips() {
  return (
    <Stack direction="row" spacing={1}>
      <Tooltip title="Copy link">
        <IconButton>
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Share" arrow>
        <IconButton>
          <ShareIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Move to archive" arrow placement="right">
        <IconButton>
          <ArchiveIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
