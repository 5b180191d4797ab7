import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function InputStates() {
  return (
    <Stack spacing={2} sx={{maxWidth: 320}}>
      <FormControl disabled>
        <FormLabel>Account ID</FormLabel>
        <Input defaultValue="ACME-0042" />
      </FormControl>
      <FormControl>
        <FormLabel>Workspace URL</FormLabel>
        <Input readOnly defaultValue="acme.example.com" />
        <FormHelperText>Contact an administrator to change it.</FormHelperText>
      </FormControl>
      <FormControl error>
        <FormLabel>Username</FormLabel>
        <Input defaultValue="a" />
        <FormHelperText>
          <InfoOutlined />
          Use at least 3 characters.
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
