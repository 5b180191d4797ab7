import * as React from 'react';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import FormatBold from '@mui/icons-material/FormatBold';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Share from '@mui/icons-material/Share';
import Delete from '@mui/icons-material/Delete';

export default function DividerVertical() {
  return (
    <Sheet
      variant="outlined"
      role="group"
      aria-label="Text actions"
      sx={{display: 'inline-flex', alignItems: 'center', gap: 0.5, p: 0.5, borderRadius: 'md'}}>
      <IconButton aria-label="Bold">
        <FormatBold />
      </IconButton>
      <IconButton aria-label="Copy">
        <ContentCopy />
      </IconButton>
      <Divider orientation="vertical" />
      <IconButton aria-label="Share">
        <Share />
      </IconButton>
      <Divider orientation="vertical" />
      <IconButton aria-label="Delete" color="danger">
        <Delete />
      </IconButton>
    </Sheet>
  );
}
