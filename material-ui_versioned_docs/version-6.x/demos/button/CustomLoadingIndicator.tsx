import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SendIcon from '@mui/icons-material/Send';

export default function CustomLoadingIndicator() {
  const [sending, setSending] = React.useState(false);

  React.useEffect(() => {
    if (!sending) return undefined;
    const timer = setTimeout(() => setSending(false), 2500);
    return () => clearTimeout(timer);
  }, [sending]);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      <Button
        variant="outlined"
        loading={sending}
        loadingIndicator={
          <span role="progressbar" aria-label="Sending message">
            Sending…
          </span>
        }
        onClick={() => setSending(true)}>
        Send message
      </Button>
      <Button
        variant="contained"
        loading={sending}
        loadingPosition="end"
        endIcon={<SendIcon />}
        onClick={() => setSending(true)}>
        Send
      </Button>
    </Stack>
  );
}
