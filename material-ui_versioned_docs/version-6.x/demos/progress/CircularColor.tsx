import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularColor() {
  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      <CircularProgress color="secondary" aria-label="Loading, secondary colour" />
      <CircularProgress color="success" aria-label="Loading, success colour" />
      <CircularProgress color="error" aria-label="Loading, error colour" />
      <Box sx={{color: 'info.dark', display: 'flex', alignItems: 'center', gap: 1}}>
        <CircularProgress color="inherit" size={20} aria-label="Loading, inherited colour" />
        Checking links
      </Box>
    </Stack>
  );
}
