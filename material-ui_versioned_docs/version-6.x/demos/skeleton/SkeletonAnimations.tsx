import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SkeletonAnimations() {
  return (
    <Stack spacing={2} sx={{width: 300}}>
      <div>
        <Typography variant="caption">pulse (default)</Typography>
        <Skeleton />
      </div>
      <div>
        <Typography variant="caption">wave</Typography>
        <Skeleton animation="wave" />
      </div>
      <div>
        <Typography variant="caption">false</Typography>
        <Skeleton animation={false} />
      </div>
    </Stack>
  );
}
