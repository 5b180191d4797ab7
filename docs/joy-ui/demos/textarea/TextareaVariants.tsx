import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function TextareaVariants() {
  return (
    <Stack spacing={1.5} sx={{maxWidth: 420}}>
      {variants.map((variant) => (
        <Textarea
          key={variant}
          variant={variant}
          minRows={2}
          aria-label={`${variant} textarea`}
          placeholder={variant}
        />
      ))}
    </Stack>
  );
}
