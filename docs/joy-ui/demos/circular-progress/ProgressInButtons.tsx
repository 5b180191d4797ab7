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
        <Button loading={loading}>Save</Button>
        <Button loading={loading} loadingPosition="start" startDecorator={<CloudUploadIcon />}>
          Upload
        </Button>
        <Button
          variant="soft"
          color="neutral"
          startDecorator={loading ? <CircularProgress variant="solid" aria-label="Syncing" /> : null}>
          {loading ? 'Syncing…' : 'Synced'}
        </Button>
        <IconButton variant="outlined" aria-label="Refresh list" loading={loading}>
          <RefreshIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
