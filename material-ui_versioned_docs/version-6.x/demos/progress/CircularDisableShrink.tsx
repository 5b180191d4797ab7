import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularDisableShrink() {
  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      <CircularProgress aria-label="Loading, default animation" />
      <CircularProgress disableShrink aria-label="Loading, constant arc" />
    </Stack>
  );
}
