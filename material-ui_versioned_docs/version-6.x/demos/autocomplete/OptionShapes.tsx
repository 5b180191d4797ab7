import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

// Strings are shown as they are.
const fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Pear'];

// Objects with a `label` key need no getOptionLabel: the default reads `option.label`.
// Two stations share a name, so getOptionKey gives React a unique key for each.
interface Station {
  label: string;
  id: string;
  line: string;
}

const stations: readonly Station[] = [
  {label: 'Victoria', id: 'vic-london', line: 'London'},
  {label: 'Victoria', id: 'vic-manchester', line: 'Manchester'},
  {label: 'Waterloo', id: 'wat-london', line: 'London'},
  {label: 'Piccadilly', id: 'pic-manchester', line: 'Manchester'},
];

export default function OptionShapes() {
  return (
    <Stack spacing={2} sx={{width: 320}}>
      <Autocomplete
        options={fruits}
        renderInput={(params) => <TextField {...params} label="Fruit (string options)" />}
      />
      <Autocomplete
        options={stations}
        getOptionKey={(station) => station.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderOption={(props, station) => {
          const {key, ...optionProps} = props;
          return (
            <li key={key} {...optionProps}>
              {station.label} ({station.line})
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Station (object options)" />}
      />
    </Stack>
  );
}
