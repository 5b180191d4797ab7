import Autocomplete, {createFilterOptions} from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface Airport {
  code: string;
  city: string;
}

const airports: readonly Airport[] = [
  {code: 'AMS', city: 'Amsterdam'},
  {code: 'CDG', city: 'Paris'},
  {code: 'FRA', city: 'Frankfurt'},
  {code: 'LHR', city: 'London'},
  {code: 'LIS', city: 'Lisbon'},
  {code: 'MAD', city: 'Madrid'},
  {code: 'MUC', city: 'Munich'},
  {code: 'ORY', city: 'Paris'},
  {code: 'ZRH', city: 'Zürich'},
];

// Match the start of the city name only; accents are ignored by default, so "zur" finds Zürich.
const filterAirports = createFilterOptions<Airport>({
  matchFrom: 'start',
  stringify: (airport) => airport.city,
});

const words = ['lemon', 'melon', 'lime', 'mango', 'plum', 'apple'];

export default function CustomFilter() {
  return (
    <Stack spacing={2} sx={{width: 320}}>
      <Autocomplete
        options={airports}
        filterOptions={filterAirports}
        getOptionLabel={(airport) => `${airport.city} (${airport.code})`}
        renderInput={(params) => <TextField {...params} label="Airport (city starts with)" />}
      />
      <Autocomplete
        options={words}
        // A hand-written filter: every typed letter must appear, in any order.
        filterOptions={(options, {inputValue}) => {
          const letters = inputValue.toLowerCase().replace(/\s/g, '');
          return options.filter((word) => [...letters].every((letter) => word.includes(letter)));
        }}
        renderInput={(params) => <TextField {...params} label="Fruit: letters in any order" />}
      />
    </Stack>
  );
}
