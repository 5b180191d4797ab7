import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const sizes = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'];

export default function ClearingBehaviour() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2}}>
      <Autocomplete
        clearOnEscape
        options={sizes}
        defaultValue="M"
        renderInput={(params) => (
          <TextField {...params} label="clearOnEscape" helperText="Escape in a closed field empties it" />
        )}
      />
      <Autocomplete
        disableClearable
        options={sizes}
        defaultValue="M"
        renderInput={(params) => (
          <TextField {...params} label="disableClearable" helperText="No clear button: a size is always set" />
        )}
      />
      <Autocomplete
        clearOnBlur={false}
        options={sizes}
        renderInput={(params) => (
          <TextField {...params} label="clearOnBlur={false}" helperText="Unmatched text stays after blur" />
        )}
      />
    </Box>
  );
}
