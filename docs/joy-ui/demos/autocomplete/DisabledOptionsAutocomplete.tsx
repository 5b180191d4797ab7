import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

type Slot = {label: string; full: boolean};

const slots: readonly Slot[] = [
  {label: '09:00', full: false},
  {label: '10:00', full: true},
  {label: '11:00', full: false},
  {label: '13:00', full: true},
  {label: '14:00', full: false},
  {label: '15:00', full: false},
];

export default function DisabledOptionsAutocomplete() {
  return (
    <FormControl sx={{maxWidth: 300}}>
      <FormLabel>Appointment time</FormLabel>
      <Autocomplete options={slots} getOptionDisabled={(slot) => slot.full} placeholder="Pick a time" />
      <FormHelperText>Full slots are shown but cannot be chosen.</FormHelperText>
    </FormControl>
  );
}
