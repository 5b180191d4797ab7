import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputVariants() {
  return (
    <Stack spacing={1.5} sx={{maxWidth: 320}}>
      <Input aria-label="Outlined input" placeholder="Outlined (default)" />
      <Input aria-label="Soft input" placeholder="Soft" variant="soft" />
      <Input aria-label="Solid input" placeholder="Solid" variant="solid" />
      <Input aria-label="Plain input" placeholder="Plain" variant="plain" />
    </Stack>
  );
}
