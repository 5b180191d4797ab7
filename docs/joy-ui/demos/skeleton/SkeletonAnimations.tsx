import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const animations = ['pulse', 'wave', false] as const;

export default function SkeletonAnimations() {
  return (
    <Stack direction="row" spacing={3} sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      {animations.map((animation) => (
        <Stack key={String(animation)} spacing={1} sx={{width: 140}}>
          <Skeleton animation={animation} variant="rectangular" height={64} />
          <Skeleton animation={animation} variant="text" level="body-sm" />
          <Typography level="body-xs">{`animation={${JSON.stringify(animation)}}`}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
