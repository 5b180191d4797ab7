import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

type City = {label: string; continent: string};

const cities: readonly City[] = [
  {label: 'Nairobi', continent: 'Africa'},
  {label: 'Lagos', continent: 'Africa'},
  {label: 'Tokyo', continent: 'Asia'},
  {label: 'Seoul', continent: 'Asia'},
  {label: 'Mumbai', continent: 'Asia'},
  {label: 'Berlin', continent: 'Europe'},
  {label: 'Lisbon', continent: 'Europe'},
  {label: 'Toronto', continent: 'North America'},
  {label: 'Mexico City', continent: 'North America'},
];

export default function GroupedAutocomplete() {
  return (
    <FormControl sx={{maxWidth: 300}}>
      <FormLabel>Office</FormLabel>
      <Autocomplete
        options={cities}
        groupBy={(city) => city.continent}
        placeholder="Choose an office"
        slotProps={{listbox: {sx: {maxHeight: 260}}}}
      />
    </FormControl>
  );
}
