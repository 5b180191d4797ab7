import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularSize() {
  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      <CircularProgress size={20} aria-label="Loading, 20 pixels" />
      <CircularProgress size="2.5rem" aria-label="Loading, 2.5rem" />
      <CircularProgress size={64} aria-label="Loading, 64 pixels" />
      <CircularProgress size={64} thickness={1.5} aria-label="Loading, thin stroke" />
      <CircularProgress size={64} thickness={7} aria-label="Loading, thick stroke" />
    </Stack>
  );
}
