import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinearProgressSizes() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Typography level="body-sm">sm, md and lg</Typography>
      <LinearProgress size="sm" determinate value={60} aria-label="Small bar" />
      <LinearProgress size="md" determinate value={60} aria-label="Medium bar" />
      <LinearProgress size="lg" determinate value={60} aria-label="Large bar" />
      <Typography level="body-sm">thickness 2 and 16</Typography>
      <LinearProgress thickness={2} determinate value={60} aria-label="Hairline bar" />
      <LinearProgress thickness={16} determinate value={60} aria-label="Thick bar" />
    </Stack>
  );
}
