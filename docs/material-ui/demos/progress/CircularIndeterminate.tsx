import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularIndeterminate() {
  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      <CircularProgress aria-label="Loading messages" />
      <CircularProgress color="secondary" size={32} aria-label="Loading contacts" />
      <CircularProgress color="success" size={24} thickness={5} aria-label="Loading calendar" />
      <CircularProgress color="warning" disableShrink aria-label="Loading files" />
    </Stack>
  );
}
