import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputSizes() {
  return (
    <Stack spacing={1.5} sx={{maxWidth: 320}}>
      <Input size="sm" aria-label="Small input" placeholder="Small" />
      <Input size="md" aria-label="Medium input" placeholder="Medium" />
      <Input size="lg" aria-label="Large input" placeholder="Large" />
    </Stack>
  );
}
