import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Video {
  title: string;
  channel: string;
  details: string;
  colors: [string, string];
}

// Data is inline and fixed; the last card stands for one that is still loading.
const videos: (Video | null)[] = [
  {
    title: 'Repotting a cactus without gloves',
    channel: 'Windowsill Gardens',
    details: '12k views · 3 days ago',
    colors: ['#2e7d32', '#a5d6a7'],
  },
  {
    title: 'Ten minute sourdough starter check',
    channel: 'Crumb Club',
    details: '48k views · 2 weeks ago',
    colors: ['#8d6e63', '#ffe0b2'],
  },
  null,
];

function VideoCard({video}: {video: Video | null}) {
  return (
    <Box sx={{width: 210}} aria-busy={video === null}>
      {video ? (
        <Box
          role="img"
          aria-label={`Thumbnail of ${video.title}`}
          sx={{
            height: 118,
            borderRadius: 1,
            background: `linear-gradient(135deg, ${video.colors[0]}, ${video.colors[1]})`,
          }}
        />
      ) : (
        <Skeleton variant="rounded" height={118} />
      )}
      {video ? (
        <Box sx={{pt: 1}}>
          <Typography variant="body2" sx={{fontWeight: 500}}>
            {video.title}
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary">
            {video.channel}
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary">
            {video.details}
          </Typography>
        </Box>
      ) : (
        <Box sx={{pt: 1}}>
          <Skeleton />
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </Box>
      )}
    </Box>
  );
}

export default function MediaSkeleton() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      {videos.map((video, index) => (
        <VideoCard key={video?.title ?? `loading-${index}`} video={video} />
      ))}
    </Stack>
  );
}
