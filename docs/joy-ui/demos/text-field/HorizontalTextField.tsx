import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function HorizontalTextField() {
  return (
    <Stack spacing={1.5} sx={{maxWidth: 400}}>
      <FormControl orientation="horizontal">
        <FormLabel sx={{minWidth: 96}}>First name</FormLabel>
        <Input sx={{flex: 1}} autoComplete="given-name" />
      </FormControl>
      <FormControl orientation="horizontal">
        <FormLabel sx={{minWidth: 96}}>Last name</FormLabel>
        <Input sx={{flex: 1}} autoComplete="family-name" />
      </FormControl>
    </Stack>
  );
}
