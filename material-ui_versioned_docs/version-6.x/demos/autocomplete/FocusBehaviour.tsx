import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const colours = ['Amber', 'Azure', 'Coral', 'Crimson', 'Indigo', 'Jade', 'Lavender', 'Ochre', 'Teal', 'Violet'];

export default function FocusBehaviour() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2}}>
      <Autocomplete
        openOnFocus
        options={colours}
        renderInput={(params) => (
          <TextField {...params} label="openOnFocus" helperText="The list opens as the field gets focus" />
        )}
      />
      <Autocomplete
        includeInputInList
        options={colours}
        renderInput={(params) => (
          <TextField {...params} label="includeInputInList" helperText="Arrow past either end to return to the text" />
        )}
      />
      <Autocomplete
        freeSolo
        selectOnFocus
        options={colours}
        defaultValue="Teal"
        renderInput={(params) => (
          <TextField {...params} label="freeSolo + selectOnFocus" helperText="Focusing selects the text to replace" />
        )}
      />
      <Autocomplete
        freeSolo
        handleHomeEndKeys
        options={colours}
        renderInput={(params) => (
          <TextField
            {...params}
            label="freeSolo + handleHomeEndKeys"
            helperText="Home and End jump to the first or last option"
          />
        )}
      />
    </Box>
  );
}
