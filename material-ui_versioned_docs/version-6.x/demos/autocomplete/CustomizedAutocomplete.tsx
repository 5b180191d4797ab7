import Autocomplete, {autocompleteClasses} from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {styled} from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';

const genres = ['Ambient', 'Blues', 'Classical', 'Electronic', 'Folk', 'Hip hop', 'Jazz', 'Reggae', 'Rock', 'Soul'];

// A rounded variant made with styled(): it targets the component's documented class names.
const PillAutocomplete = styled(Autocomplete<string, true>)(({theme}) => ({
  [`& .${autocompleteClasses.inputRoot}`]: {
    borderRadius: 24,
    backgroundColor: theme.palette.action.hover,
  },
  [`& .${autocompleteClasses.tag}`]: {
    fontWeight: 600,
  },
}));

export default function CustomizedAutocomplete() {
  return (
    <Stack spacing={3} sx={{width: 420}}>
      {/* Per-instance changes through props and slotProps. */}
      <Autocomplete
        options={genres}
        popupIcon={<ExpandMoreIcon />}
        clearIcon={<BackspaceOutlinedIcon fontSize="small" />}
        clearText="Clear genre"
        openText="Show genres"
        closeText="Hide genres"
        noOptionsText="No genre matches"
        slotProps={{
          paper: {elevation: 8, sx: {borderRadius: 3, mt: 0.5}},
          listbox: {sx: {maxHeight: 180, [`& .${autocompleteClasses.option}`]: {minHeight: 40}}},
          popupIndicator: {sx: {color: 'primary.main'}},
        }}
        renderInput={(params) => <TextField {...params} label="Genre" />}
      />
      <PillAutocomplete
        multiple
        options={genres}
        defaultValue={['Jazz', 'Soul']}
        slotProps={{chip: {color: 'primary', size: 'small'}}}
        renderInput={(params) => <TextField {...params} label="Favourite genres" />}
      />
    </Stack>
  );
}
