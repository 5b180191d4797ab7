import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinearVariants() {
  return (
    <Stack spacing={3} sx={{width: '100%'}}>
      <div>
        <Typography variant="body2" id="sync-label" gutterBottom>
          Indeterminate: checking for updates
        </Typography>
        <LinearProgress aria-labelledby="sync-label" />
      </div>
      <div>
        <Typography variant="body2" id="query-label" gutterBottom>
          Query: waiting for the server to answer
        </Typography>
        <LinearProgress variant="query" aria-labelledby="query-label" />
      </div>
    </Stack>
  );
}
