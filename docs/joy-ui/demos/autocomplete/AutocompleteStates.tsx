import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const teams = ['Design', 'Engineering', 'Marketing', 'Sales', 'Support'];

export default function AutocompleteStates() {
  return (
    <Stack spacing={2} sx={{maxWidth: 300}}>
      <FormControl disabled>
        <FormLabel>Team (disabled)</FormLabel>
        <Autocomplete options={teams} defaultValue="Design" />
      </FormControl>
      <FormControl>
        <FormLabel>Team (read-only)</FormLabel>
        <Autocomplete options={teams} defaultValue="Support" readOnly />
      </FormControl>
      <FormControl error required>
        <FormLabel>Reviewing team</FormLabel>
        <Autocomplete options={teams} placeholder="Choose a team" />
        <FormHelperText>A reviewing team is required.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
