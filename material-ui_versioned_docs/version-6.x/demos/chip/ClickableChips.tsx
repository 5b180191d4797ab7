import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ClickableChips() {
  const [message, setMessage] = React.useState('Nothing clicked yet.');

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        <Chip label="Suggest a reply" onClick={() => setMessage('Filled chip clicked.')} />
        <Chip label="Summarise thread" variant="outlined" onClick={() => setMessage('Outlined chip clicked.')} />
        <Chip label="Unavailable" onClick={() => setMessage('Never shown.')} disabled />
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
