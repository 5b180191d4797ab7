import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaSizes() {
  return (
    <Stack spacing={1.5} sx={{maxWidth: 420}}>
      <Textarea size="sm" aria-label="Small textarea" placeholder="Small" />
      <Textarea size="md" aria-label="Medium textarea" placeholder="Medium" />
      <Textarea size="lg" aria-label="Large textarea" placeholder="Large" />
    </Stack>
  );
}
