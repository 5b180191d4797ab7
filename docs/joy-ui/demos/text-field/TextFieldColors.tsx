import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;

export default function TextFieldColors() {
  return (
    <Stack spacing={2} sx={{maxWidth: 320}}>
      {colors.map((color) => (
        <FormControl key={color} color={color}>
          <FormLabel>Colour {color}</FormLabel>
          <Input placeholder="Type here" />
          <FormHelperText>The helper text takes the colour too.</FormHelperText>
        </FormControl>
      ))}
    </Stack>
  );
}
