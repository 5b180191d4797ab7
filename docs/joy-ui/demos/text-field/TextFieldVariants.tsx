import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function TextFieldVariants() {
  return (
    <Stack spacing={2} sx={{maxWidth: 320}}>
      {variants.map((variant) => (
        <FormControl key={variant}>
          <FormLabel>City ({variant})</FormLabel>
          <Input variant={variant} placeholder="Lisbon" />
        </FormControl>
      ))}
    </Stack>
  );
}
