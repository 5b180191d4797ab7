import Autocomplete, {createFilterOptions} from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

// 10,000 generated part numbers, built once and in a fixed order (safe to render on the server).
const parts = Array.from({length: 10000}, (_, i) => `PART-${String(i + 1).padStart(5, '0')}`);

// Render at most 50 matches: typing narrows the list, and the popup stays fast.
const filterParts = createFilterOptions<string>({limit: 50});

export default function LargeOptionList() {
  return (
    <Autocomplete
      options={parts}
      filterOptions={filterParts}
      sx={{width: 320}}
      renderInput={(params) => (
        <TextField {...params} label="Part number" helperText="10,000 options; the first 50 matches are shown." />
      )}
    />
  );
}
