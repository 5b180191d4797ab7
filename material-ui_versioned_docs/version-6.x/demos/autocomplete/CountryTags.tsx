import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Country {
  code: string;
  name: string;
}

const countries: readonly Country[] = [
  {code: 'AR', name: 'Argentina'},
  {code: 'AU', name: 'Australia'},
  {code: 'BR', name: 'Brazil'},
  {code: 'CA', name: 'Canada'},
  {code: 'DE', name: 'Germany'},
  {code: 'FR', name: 'France'},
  {code: 'IN', name: 'India'},
  {code: 'JP', name: 'Japan'},
  {code: 'KE', name: 'Kenya'},
  {code: 'MX', name: 'Mexico'},
  {code: 'NO', name: 'Norway'},
  {code: 'PT', name: 'Portugal'},
];

export default function CountryTags() {
  return (
    <Autocomplete
      multiple
      options={countries}
      defaultValue={[countries[5]!, countries[7]!]}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      filterSelectedOptions
      sx={{width: 420}}
      renderInput={(params) => <TextField {...params} label="Shipping countries" placeholder="Add a country" />}
    />
  );
}
