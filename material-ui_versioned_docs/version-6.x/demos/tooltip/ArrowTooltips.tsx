import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';

export default function ArrowTooltips() {
  return (
    <Stack direction="row" spacing={1} sx={{justifyContent: 'center'}}>
      <Tooltip title="Bold" placement="top">
        <IconButton>
          <FormatBoldIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Italic" placement="top" arrow>
        <IconButton>
          <FormatItalicIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Underline" placement="top" arrow>
        <IconButton>
          <FormatUnderlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Strikethrough" placement="top" arrow>
        <IconButton>
          <StrikethroughSIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
