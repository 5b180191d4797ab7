import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

export default function SelectStates() {
  return (
    <Stack spacing={2} sx={{maxWidth: 280}}>
      <FormControl disabled>
        <FormLabel>Region</FormLabel>
        <Select defaultValue="eu">
          <Option value="eu">European Union</Option>
          <Option value="us">United States</Option>
        </Select>
        <FormHelperText>Set by your organisation.</FormHelperText>
      </FormControl>
      <FormControl error required>
        <FormLabel>Department</FormLabel>
        <Select placeholder="Choose a department" required>
          <Option value="sales">Sales</Option>
          <Option value="support">Support</Option>
          <Option value="finance">Finance</Option>
        </Select>
        <FormHelperText>Choose the department you work in.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
