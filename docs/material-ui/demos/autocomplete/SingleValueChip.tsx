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
  return (
    <Autocomplete
      sx={{width: 340}}
      options={people}
      defaultValue={people[1]}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      // With renderValue the selection is drawn as content and the input stays free for a new search.
      renderValue={(person, getItemProps) => (
        <Chip
          {...getItemProps()}
          size="small"
          avatar={<Avatar aria-hidden>{person.name[0]}</Avatar>}
          label={`${person.name} · ${person.role}`}
        />
      )}
      renderInput={(params) => <TextField {...params} label="Owner" />}
    />
  );
}
