import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function BasicSelect() {
  return (
    <FormControl sx={{maxWidth: 280}}>
      <FormLabel>Country</FormLabel>
      <Select name="country" placeholder="Choose a country">
        <Option value="br">Brazil</Option>
        <Option value="jp">Japan</Option>
        <Option value="ke">Kenya</Option>
        <Option value="pt">Portugal</Option>
      </Select>
      <FormHelperText>Used to calculate shipping.</FormHelperText>
    </FormControl>
  );
}
