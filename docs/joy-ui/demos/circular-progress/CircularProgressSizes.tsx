import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressSizes() {
  return (
    <Stack spacing={3} sx={{alignItems: 'center'}}>
      <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
        <CircularProgress size="sm" aria-label="Loading, small" />
        <CircularProgress size="md" aria-label="Loading, medium" />
        <CircularProgress size="lg" aria-label="Loading, large" />
      </Stack>
      <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
        <CircularProgress size="lg" thickness={2} aria-label="Loading, thin ring" />
        <CircularProgress size="lg" thickness={12} aria-label="Loading, thick ring" />
        <CircularProgress thickness={4} aria-label="Loading, custom size" sx={{'--CircularProgress-size': '88px'}} />
      </Stack>
    </Stack>
  );
}
