import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

interface Person {
  id: string;
  name: string;
  role: string;
}

const people: readonly Person[] = [
  {id: 'ao', name: 'Amara Okafor', role: 'Engineering'},
  {id: 'cw', name: 'Chen Wei', role: 'Design'},
  {id: 'dr', name: 'Daniela Rossi', role: 'Product'},
  {id: 'fh', name: 'Farah Haddad', role: 'Support'},
];

export default function SingleValueChip() {
  const [value, setValue] = React.useState<Person | null>(people[1] ?? null);
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Autocomplete
      sx={{width: 340}}
      options={people}
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
      inputValue={inputValue}
      onInputChange={(_event, newInputValue, reason) => {
        // After a choice or on blur the component writes the label into the input:
        // keep only what people type, since the chip already shows the selection.
        setInputValue(reason === 'input' ? newInputValue : '');
      }}
      onKeyDown={(event) => {
        // Backspace in the empty input removes the selected person, as with chips in a multiple field.
        if (event.key === 'Backspace' && inputValue === '' && value !== null) {
          setValue(null);
        }
      }}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Owner"
          slotProps={{
            input: {
              ...params.InputProps,
              // The selection is drawn as content in front of the input, which stays free for a new search.
              startAdornment: value ? (
                <Chip
                  size="small"
                  tabIndex={-1}
                  avatar={<Avatar aria-hidden>{value.name[0]}</Avatar>}
                  label={`${value.name} · ${value.role}`}
                  onDelete={() => setValue(null)}
                  sx={{m: '3px'}}
                />
              ) : null,
            },
          }}
        />
      )}
    />
  );
}
