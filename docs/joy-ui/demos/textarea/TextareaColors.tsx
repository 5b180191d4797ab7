import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;

export default function TextareaColors() {
  return (
    <Stack spacing={1.5} sx={{maxWidth: 420}}>
      {colors.map((color) => (
        <Textarea key={color} color={color} variant="soft" aria-label={`${color} textarea`} placeholder={color} />
      ))}
    </Stack>
  );
}
