import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';

export default function MultipleToggleButtons() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <ToggleButtonGroup
        aria-label="Text formatting"
        variant="soft"
        value={formats}
        onChange={(event, newFormats) => setFormats(newFormats)}>
        <IconButton value="bold" aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton value="italic" aria-label="Italic">
          <FormatItalic />
        </IconButton>
        <IconButton value="underline" aria-label="Underline">
          <FormatUnderlined />
        </IconButton>
      </ToggleButtonGroup>
      <Typography
        sx={{
          fontWeight: formats.includes('bold') ? 'lg' : 'md',
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underline') ? 'underline' : 'none',
        }}>
        The quick brown fox jumps over the lazy dog.
      </Typography>
    </Stack>
  );
}
