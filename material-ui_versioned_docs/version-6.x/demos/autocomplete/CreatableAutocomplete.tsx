import * as React from 'react';
import Autocomplete, {createFilterOptions} from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Label {
  name: string;
  // Set only on the temporary "Add …" option offered for new text.
  inputValue?: string;
}

const initialLabels: Label[] = [{name: 'bug'}, {name: 'documentation'}, {name: 'enhancement'}, {name: 'question'}];

const filter = createFilterOptions<Label>();

export default function CreatableAutocomplete() {
  const [labels, setLabels] = React.useState<Label[]>(initialLabels);
  const [value, setValue] = React.useState<Label | null>(null);

  const create = (name: string) => {
    const label = {name};
    setLabels((previous) => [...previous, label]);
    setValue(label);
  };

  return (
    <Stack spacing={2} sx={{width: 320}}>
      <Autocomplete
        value={value}
        onChange={(_event, newValue) => {
          if (typeof newValue === 'string') {
            // Enter pressed on text that matches no option.
            const existing = labels.find((label) => label.name === newValue);
            if (existing) setValue(existing);
            else create(newValue);
          } else if (newValue?.inputValue) {
            create(newValue.inputValue);
          } else {
            setValue(newValue);
          }
        }}
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          if (typed !== '' && !options.some((option) => option.name === typed)) {
            filtered.push({inputValue: typed, name: `Add "${typed}"`});
          }
          return filtered;
        }}
        options={labels}
        getOptionLabel={(option) => {
          // The input shows the plain text, not "Add …", after a creation.
          if (typeof option === 'string') return option;
          return option.inputValue ?? option.name;
        }}
        renderOption={(props, option) => {
          const {key, ...optionProps} = props;
          return (
            <li key={key} {...optionProps}>
              {option.name}
            </li>
          );
        }}
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        freeSolo
        renderInput={(params) => <TextField {...params} label="Issue label" />}
      />
      <Typography variant="body2" color="text.secondary">
        {labels.length} labels: {labels.map((label) => label.name).join(', ')}
      </Typography>
    </Stack>
  );
}
