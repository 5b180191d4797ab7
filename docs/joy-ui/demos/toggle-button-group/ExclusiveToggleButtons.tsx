import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

export default function ExclusiveToggleButtons() {
  const [alignment, setAlignment] = React.useState<string | null>('left');

  return (
    <ToggleButtonGroup
      aria-label="Text alignment"
      value={alignment}
      onChange={(event, newAlignment) => {
        // Keep one option selected: ignore a click on the active button.
        if (newAlignment !== null) {
          setAlignment(newAlignment);
        }
      }}>
      <IconButton value="left" aria-label="Align left">
        <FormatAlignLeft />
      </IconButton>
      <IconButton value="center" aria-label="Align centre">
        <FormatAlignCenter />
      </IconButton>
      <IconButton value="right" aria-label="Align right">
        <FormatAlignRight />
      </IconButton>
      <IconButton value="justify" aria-label="Justify" disabled>
        <FormatAlignJustify />
      </IconButton>
    </ToggleButtonGroup>
  );
}
