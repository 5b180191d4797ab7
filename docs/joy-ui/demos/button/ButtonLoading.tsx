import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Save from '@mui/icons-material/Save';
import Send from '@mui/icons-material/Send';

export default function ButtonLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2}>
      <Button
        variant="outlined"
        color="neutral"
        onClick={() => setLoading((value) => !value)}
        sx={{alignSelf: 'flex-start'}}>
        {loading ? 'Stop loading' : 'Start loading'}
      </Button>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{flexWrap: 'wrap'}}>
        {/* The default indicator has no accessible name: pass a labelled one. */}
        <Button loading={loading} loadingIndicator={<CircularProgress thickness={3} aria-label="Submitting" />}>
          Submit
        </Button>
        <Button
          loading={loading}
          loadingPosition="start"
          loadingIndicator={<CircularProgress thickness={3} aria-label="Saving draft" />}
          startDecorator={<Save />}
          variant="soft">
          Save draft
        </Button>
        <Button
          loading={loading}
          loadingPosition="end"
          loadingIndicator={<CircularProgress thickness={3} aria-label="Sending" />}
          endDecorator={<Send />}
          variant="outlined">
          Send
        </Button>
        <Button
          loading={loading}
          loadingIndicator={<CircularProgress variant="solid" color="warning" thickness={2} aria-label="Publishing" />}
          color="warning">
          Publish
        </Button>
        <Button disabled>Disabled</Button>
      </Stack>
    </Stack>
  );
}
