import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function BasicInput() {
  return (
    <Stack spacing={2} sx={{maxWidth: 320}}>
      <FormControl>
        <FormLabel>Project name</FormLabel>
        <Input placeholder="My new project" />
      </FormControl>
      <Input aria-label="Search the documentation" placeholder="Search the documentation" />
    </Stack>
  );
}
