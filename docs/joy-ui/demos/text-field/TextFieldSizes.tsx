import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function TextFieldSizes() {
  return (
    <Stack spacing={2} sx={{maxWidth: 320}}>
      {sizes.map((size) => (
        <FormControl key={size} size={size}>
          <FormLabel>Company (size {size})</FormLabel>
          <Input placeholder="Acme Ltd" />
          <FormHelperText>Label, input and hint share the size.</FormHelperText>
        </FormControl>
      ))}
    </Stack>
  );
}
