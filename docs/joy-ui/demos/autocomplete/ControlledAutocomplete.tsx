import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

type Airport = {code: string; label: string};

const airports: readonly Airport[] = [
  {code: 'LIS', label: 'Lisbon Humberto Delgado'},
  {code: 'NRT', label: 'Tokyo Narita'},
  {code: 'NBO', label: 'Nairobi Jomo Kenyatta'},
  {code: 'GRU', label: 'São Paulo Guarulhos'},
  {code: 'YVR', label: 'Vancouver International'},
];

export default function ControlledAutocomplete() {
  const [value, setValue] = React.useState<Airport | null>(airports[0] ?? null);
  const [inputValue, setInputValue] = React.useState('');

  return (
    <FormControl sx={{maxWidth: 320}}>
      <FormLabel>Departure airport</FormLabel>
      <Autocomplete
        options={airports}
        value={value}
        onChange={(event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
        getOptionLabel={(option) => `${option.label} (${option.code})`}
        isOptionEqualToValue={(option, selected) => option.code === selected.code}
      />
      <Typography level="body-sm" sx={{mt: 1}}>
        value: <code>{value ? value.code : 'null'}</code>, inputValue: <code>{JSON.stringify(inputValue)}</code>
      </Typography>
    </FormControl>
  );
}
