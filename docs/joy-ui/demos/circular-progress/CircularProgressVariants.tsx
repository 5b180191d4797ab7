import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;

export default function CircularProgressVariants() {
  return (
    <Stack direction="row" spacing={4} sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1} sx={{alignItems: 'center'}}>
          <CircularProgress variant={variant} aria-label={`Loading (${variant})`} />
          <Typography level="body-sm">{variant}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
