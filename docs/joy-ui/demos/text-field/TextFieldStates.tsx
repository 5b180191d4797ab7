import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function TextFieldStates() {
  return (
    <Stack spacing={2} sx={{maxWidth: 320}}>
      <FormControl required>
        <FormLabel>Full name</FormLabel>
        <Input name="fullName" autoComplete="name" />
        <FormHelperText>Required: the asterisk comes from the form control.</FormHelperText>
      </FormControl>
      <FormControl disabled>
        <FormLabel>Customer number</FormLabel>
        <Input defaultValue="C-20931" />
        <FormHelperText>Assigned automatically.</FormHelperText>
      </FormControl>
      <FormControl error>
        <FormLabel>Postcode</FormLabel>
        <Input defaultValue="12" />
        <FormHelperText>Enter a postcode with at least 4 characters.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
