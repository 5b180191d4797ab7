import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CircularIndeterminate() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <CircularProgress aria-labelledby="loading-messages-label" />
      <Typography id="loading-messages-label" color="text.secondary">
        Loading messages…
      </Typography>
    </Stack>
  );
}
