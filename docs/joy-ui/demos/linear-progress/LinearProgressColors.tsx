import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;

export default function LinearProgressColors() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      {colors.map((color, index) => (
        <Stack key={color} spacing={0.5}>
          <Typography level="body-sm">{color}</Typography>
          <LinearProgress
            determinate
            value={20 + index * 15}
            color={color}
            variant="solid"
            aria-label={`Progress (${color})`}
          />
        </Stack>
      ))}
    </Stack>
  );
}
