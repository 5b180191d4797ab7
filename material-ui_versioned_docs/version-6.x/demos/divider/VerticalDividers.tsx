import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import LinkIcon from '@mui/icons-material/Link';

export default function VerticalDividers() {
  return (
    <Paper variant="outlined" sx={{display: 'inline-flex', p: 0.5}}>
      <Stack direction="row" spacing={0.5} divider={<Divider orientation="vertical" flexItem />}>
        <Stack direction="row">
          <IconButton aria-label="Bold">
            <FormatBoldIcon />
          </IconButton>
          <IconButton aria-label="Italic">
            <FormatItalicIcon />
          </IconButton>
        </Stack>
        <Stack direction="row">
          <IconButton aria-label="Align left">
            <FormatAlignLeftIcon />
          </IconButton>
          <IconButton aria-label="Align centre">
            <FormatAlignCenterIcon />
          </IconButton>
        </Stack>
        <IconButton aria-label="Insert link">
          <LinkIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
}
