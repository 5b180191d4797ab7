import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const colours = ['Amber', 'Blue', 'Crimson', 'Green', 'Indigo', 'Teal'];

export default function AutocompleteSizes() {
  return (
    <Stack spacing={2} sx={{width: 420}}>
      <Autocomplete
        size="small"
        options={colours}
        defaultValue="Teal"
        renderInput={(params) => <TextField {...params} label="Small" />}
      />
      <Autocomplete
        size="small"
        multiple
        options={colours}
        defaultValue={['Blue', 'Green']}
        renderInput={(params) => <TextField {...params} label="Small, multiple" />}
      />
      <Autocomplete
        options={colours}
        defaultValue="Teal"
        renderInput={(params) => <TextField {...params} label="Medium (default)" variant="filled" />}
      />
      <Autocomplete
        multiple
        options={colours}
        defaultValue={['Blue', 'Green']}
        renderInput={(params) => <TextField {...params} label="Medium, multiple" variant="standard" />}
      />
    </Stack>
  );
}
