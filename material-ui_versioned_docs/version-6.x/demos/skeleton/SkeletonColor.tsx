import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonColor() {
  return (
    <Box sx={{bgcolor: '#121212', p: 3, borderRadius: 1, width: '100%', maxWidth: 360}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Skeleton variant="circular" width={48} height={48} sx={{bgcolor: 'grey.800'}} />
        <Box sx={{flexGrow: 1}}>
          <Skeleton sx={{bgcolor: 'grey.800'}} />
          <Skeleton width="60%" sx={{bgcolor: 'grey.800'}} />
        </Box>
      </Stack>
      <Skeleton variant="rounded" height={96} animation="wave" sx={{bgcolor: 'grey.800', mt: 2}} />
    </Box>
  );
}
