import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import RefreshIcon from '@mui/icons-material/Refresh';

export default function ProgressInButtons() {
  const [loading, setLoading] = React.useState<boolean>(true);

  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      <Typography
        component="label"
        level="body-sm"
        endDecorator={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}>
        Saving
      </Typography>
      <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        {/* The default loading indicator has no accessible name: pass a labelled one. */}
        <Button loading={loading} loadingIndicator={<CircularProgress thickness={3} aria-label="Saving" />}>
          Save
        </Button>
        <Button
          loading={loading}
          loadingPosition="start"
          loadingIndicator={<CircularProgress thickness={3} aria-label="Uploading" />}
          startDecorator={<CloudUploadIcon />}>
          Upload
        </Button>
        <Button
          variant="soft"
          color="neutral"
          startDecorator={loading ? <CircularProgress variant="solid" aria-label="Syncing" /> : null}>
          {loading ? 'Syncing…' : 'Synced'}
        </Button>
        <IconButton
          variant="outlined"
          aria-label="Refresh list"
          loading={loading}
          loadingIndicator={<CircularProgress color="neutral" thickness={3} aria-label="Refreshing list" />}>
          <RefreshIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
