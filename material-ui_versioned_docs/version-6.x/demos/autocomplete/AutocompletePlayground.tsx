import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];

const behaviourProps = [
  'autoComplete',
  'autoHighlight',
  'autoSelect',
  'blurOnSelect',
  'clearOnEscape',
  'disableClearable',
  'disableCloseOnSelect',
  'disableListWrap',
  'includeInputInList',
  'openOnFocus',
  'readOnly',
  'disabled',
] as const;

type BehaviourProp = (typeof behaviourProps)[number];

export default function AutocompletePlayground() {
  const [flags, setFlags] = React.useState<Record<BehaviourProp, boolean>>(
    () => Object.fromEntries(behaviourProps.map((name) => [name, false])) as Record<BehaviourProp, boolean>,
  );

  const toggle = (name: BehaviourProp) => (_event: React.ChangeEvent<HTMLInputElement>, checked: boolean) =>
    setFlags((previous) => ({...previous, [name]: checked}));

  return (
    <Stack spacing={2}>
      <Autocomplete
        options={planets}
        {...flags}
        // The disableClearable generic is fixed at compile time; cast the toggled prop.
        disableClearable={flags.disableClearable as false}
        sx={{width: 320}}
        renderInput={(params) => <TextField {...params} label="Planet" />}
      />
      <FormGroup row role="group" aria-label="Autocomplete props" sx={{maxWidth: 640}}>
        {behaviourProps.map((name) => (
          <FormControlLabel
            key={name}
            sx={{width: 210}}
            control={<Switch size="small" checked={flags[name]} onChange={toggle(name)} />}
            label={<code>{name}</code>}
          />
        ))}
      </FormGroup>
    </Stack>
  );
}
