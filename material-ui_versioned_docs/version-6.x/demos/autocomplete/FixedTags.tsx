import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const owner = 'Ada (owner)';
const people = [owner, 'Grace', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken'];

export default function FixedTags() {
  const [value, setValue] = React.useState<string[]>([owner, 'Grace']);

  return (
    <Autocomplete
      multiple
      value={value}
      onChange={(_event, newValue) => {
        // Whatever happens (clear button, Backspace), the owner stays first.
        setValue([owner, ...newValue.filter((person) => person !== owner)]);
      }}
      options={people}
      getOptionDisabled={(person) => person === owner}
      renderTags={(values, getTagProps) =>
        values.map((person, index) => {
          const {key, ...tagProps} = getTagProps({index});
          return <Chip key={key} label={person} {...tagProps} disabled={person === owner} />;
        })
      }
      sx={{width: 420}}
      renderInput={(params) => <TextField {...params} label="Project members" />}
    />
  );
}
