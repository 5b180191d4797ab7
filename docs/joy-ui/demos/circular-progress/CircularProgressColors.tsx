import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;

export default function CircularProgressColors() {
  return (
    <Stack direction="row" spacing={4} sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      {colors.map((color) => (
        <Stack key={color} spacing={1} sx={{alignItems: 'center'}}>
          <CircularProgress color={color} variant="solid" aria-label={`Loading (${color})`} />
          <Typography level="body-sm">{color}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
