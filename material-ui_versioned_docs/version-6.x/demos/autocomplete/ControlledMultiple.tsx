import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Member {
  id: string;
  name: string;
}

const team: readonly Member[] = [
  {id: 'ao', name: 'Amara Okafor'},
  {id: 'bl', name: 'Björn Lindqvist'},
  {id: 'cw', name: 'Chen Wei'},
  {id: 'dr', name: 'Daniela Rossi'},
  {id: 'ed', name: 'Elif Demir'},
  {id: 'fh', name: 'Farah Haddad'},
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function ControlledMultiple() {
  const [value, setValue] = React.useState<Member[]>(() => team.filter((member) => member.id === 'cw'));

  return (
    <Stack spacing={2} sx={{width: 440}}>
      <Autocomplete
        multiple
        options={team}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        getOptionLabel={(member) => member.name}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        filterSelectedOptions
        renderTags={(members, getTagProps) =>
          members.map((member, index) => {
            // key, onDelete, tabIndex and the index attribute keep removal and keyboard focus working.
            const {key, ...tagProps} = getTagProps({index});
            return (
              <Chip
                key={key}
                {...tagProps}
                avatar={<Avatar aria-hidden>{initials(member.name)}</Avatar>}
                label={member.name}
                variant="outlined"
              />
            );
          })
        }
        renderInput={(params) => <TextField {...params} label="Assignees" />}
      />
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setValue([...team])}>
          Assign everyone
        </Button>
        <Button size="small" onClick={() => setValue([])}>
          Unassign all
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        value: [{value.map((member) => `'${member.id}'`).join(', ')}]
      </Typography>
    </Stack>
  );
}
