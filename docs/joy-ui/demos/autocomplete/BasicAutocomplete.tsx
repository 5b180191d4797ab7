import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const fruits = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Grape', 'Mango', 'Orange', 'Peach', 'Pear'];

export default function BasicAutocomplete() {
  return (
    <FormControl sx={{maxWidth: 300}}>
      <FormLabel>Favourite fruit</FormLabel>
      <Autocomplete options={fruits} placeholder="Start typing" />
      <FormHelperText>Type to filter the list.</FormHelperText>
    </FormControl>
  );
}
