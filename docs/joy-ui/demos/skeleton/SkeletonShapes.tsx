import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SkeletonShapes() {
  return (
    <Stack spacing={3} sx={{width: '100%', maxWidth: 360}}>
      <div>
        <Typography level="body-xs">circular</Typography>
        <Skeleton variant="circular" width={48} height={48} />
      </div>
      <div>
        <Typography level="body-xs">rectangular</Typography>
        <Skeleton variant="rectangular" height={80} />
      </div>
      <div>
        <Typography level="body-xs">text (one line per element)</Typography>
        <Skeleton variant="text" level="title-lg" width="60%" />
        <Skeleton variant="text" level="body-sm" />
        <Skeleton variant="text" level="body-sm" width="80%" />
      </div>
      <div>
        <Typography level="body-xs">inline, inside Typography</Typography>
        <Typography level="body-md">
          <Skeleton>Delivery is expected on Tuesday between 9 and 11 am.</Skeleton>
        </Typography>
      </div>
      <div>
        <Typography level="body-xs">overlay, covering a positioned box</Typography>
        <Box sx={{position: 'relative', p: 2, borderRadius: 'sm'}}>
          <Skeleton />
          <Typography>The overlay takes the size of this box.</Typography>
        </Box>
      </div>
    </Stack>
  );
}
