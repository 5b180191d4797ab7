import Avatar from '@mui/material/Avatar';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function InferredSize() {
  return (
    <Stack direction="row" spacing={4}>
      <Stack spacing={0.5} sx={{width: 200}}>
        <Typography variant="h4">
          <Skeleton />
        </Typography>
        <Typography variant="body2">
          <Skeleton />
        </Typography>
      </Stack>
      <Skeleton variant="circular">
        <Avatar sx={{width: 56, height: 56}} />
      </Skeleton>
    </Stack>
  );
}
