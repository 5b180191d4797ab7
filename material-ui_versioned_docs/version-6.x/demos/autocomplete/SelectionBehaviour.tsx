import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const fruits = ['Apple', 'Apricot', 'Banana', 'Blackberry', 'Cherry', 'Grape', 'Lemon', 'Mango', 'Peach', 'Plum'];

export default function SelectionBehaviour() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2}}>
      <Autocomplete
        autoHighlight
        options={fruits}
        renderInput={(params) => (
          <TextField {...params} label="autoHighlight" helperText="Type, then Enter picks the first match" />
        )}
      />
      <Autocomplete
        autoSelect
        options={fruits}
        renderInput={(params) => (
          <TextField {...params} label="autoSelect" helperText="Arrow to an option, then Tab away to keep it" />
        )}
      />
      <Autocomplete
        blurOnSelect
        options={fruits}
        renderInput={(params) => (
          <TextField {...params} label="blurOnSelect" helperText="The field loses focus after a choice" />
        )}
      />
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={fruits}
        renderInput={(params) => (
          <TextField {...params} label="disableCloseOnSelect" helperText="The list stays open between picks" />
        )}
      />
    </Box>
  );
}
