import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Contact {
  id: number;
  name: string;
  email: string;
}

// Two people share a name: the label alone cannot tell them apart.
const contacts: readonly Contact[] = [
  {id: 1, name: 'Alex Kim', email: 'alex.kim@sales.example.com'},
  {id: 2, name: 'Alex Kim', email: 'alex.kim@design.example.com'},
  {id: 3, name: 'Maria Santos', email: 'maria@sales.example.com'},
  {id: 4, name: 'Sam Taylor', email: 'sam@support.example.com'},
];

export default function DuplicateLabels() {
  const [value, setValue] = React.useState<Contact | null>(null);

  return (
    <Stack spacing={2} sx={{width: 360}}>
      <Autocomplete
        options={contacts}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        getOptionLabel={(contact) => contact.name}
        // A unique React key per option; without it both "Alex Kim" rows get the same key.
        getOptionKey={(contact) => contact.id}
        // Selection is recognised by id too, not by the shared name.
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        renderOption={(props, contact) => {
          const {key, ...optionProps} = props;
          return (
            <li key={key} {...optionProps}>
              <span>
                {contact.name}
                <Typography component="span" variant="body2" color="text.secondary" sx={{display: 'block'}}>
                  {contact.email}
                </Typography>
              </span>
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Send to" />}
      />
      <Typography variant="body2" color="text.secondary">
        Selected: {value ? `${value.name} <${value.email}> (id ${value.id})` : 'none'}
      </Typography>
    </Stack>
  );
}
