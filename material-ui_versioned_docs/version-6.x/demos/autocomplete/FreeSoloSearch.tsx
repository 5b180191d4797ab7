import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const recentSearches = [
  'flexbox gap',
  'grid template areas',
  'container queries',
  'focus-visible',
  'prefers-reduced-motion',
];

export default function FreeSoloSearch() {
  return (
    <Stack spacing={2} sx={{width: 320}}>
      <Autocomplete
        freeSolo
        options={recentSearches}
        renderInput={(params) => <TextField {...params} label="Search the docs" />}
      />
      <Autocomplete
        freeSolo
        disableClearable
        options={recentSearches}
        renderInput={(params) => (
          <TextField {...params} label="Search input" slotProps={{htmlInput: {...params.inputProps, type: 'search'}}} />
        )}
      />
    </Stack>
  );
}
