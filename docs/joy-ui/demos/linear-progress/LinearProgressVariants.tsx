import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;

export default function LinearProgressVariants() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={0.5}>
          <Typography level="body-sm">{variant}</Typography>
          <LinearProgress variant={variant} aria-label={`Loading (${variant})`} />
        </Stack>
      ))}
    </Stack>
  );
}
