import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface Country {
  code: string;
  name: string;
  dial: string;
}

const countries: readonly Country[] = [
  {code: 'AU', name: 'Australia', dial: '61'},
  {code: 'BR', name: 'Brazil', dial: '55'},
  {code: 'CA', name: 'Canada', dial: '1'},
  {code: 'DE', name: 'Germany', dial: '49'},
  {code: 'ES', name: 'Spain', dial: '34'},
  {code: 'FR', name: 'France', dial: '33'},
  {code: 'GB', name: 'United Kingdom', dial: '44'},
  {code: 'IE', name: 'Ireland', dial: '353'},
  {code: 'IN', name: 'India', dial: '91'},
  {code: 'JP', name: 'Japan', dial: '81'},
  {code: 'NG', name: 'Nigeria', dial: '234'},
  {code: 'NZ', name: 'New Zealand', dial: '64'},
  {code: 'US', name: 'United States', dial: '1'},
];

// A flag emoji is two "regional indicator" letters built from the ISO code: no images needed.
function flagEmoji(code: string) {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export default function CountrySelect() {
  return (
    <Autocomplete
      options={countries}
      autoHighlight
      getOptionLabel={(country) => country.name}
      sx={{width: 320}}
      renderOption={(props, country) => {
        const {key, ...optionProps} = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{gap: 1.5}}>
            <span aria-hidden="true">{flagEmoji(country.code)}</span>
            {country.name} ({country.code}) +{country.dial}
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Country" />}
    />
  );
}
