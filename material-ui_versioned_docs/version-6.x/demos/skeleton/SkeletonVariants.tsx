import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonVariants() {
  return (
    <Stack spacing={1} sx={{width: 260}}>
      <Skeleton variant="text" sx={{fontSize: '1.25rem'}} />
      <Skeleton variant="circular" width={48} height={48} />
      <Skeleton variant="rectangular" height={64} />
      <Skeleton variant="rounded" height={64} />
    </Stack>
  );
}
