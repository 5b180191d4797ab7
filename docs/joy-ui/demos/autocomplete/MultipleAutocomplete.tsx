import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const languages = ['TypeScript', 'Rust', 'Go', 'Python', 'Kotlin', 'Swift', 'Elixir', 'Haskell'];

export default function MultipleAutocomplete() {
  const [value, setValue] = React.useState<string[]>(['TypeScript', 'Go']);

  return (
    <Stack spacing={2} sx={{maxWidth: 360}}>
      <FormControl>
        <FormLabel>Languages you use</FormLabel>
        <Autocomplete
          multiple
          options={languages}
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
          placeholder="Add a language"
          filterSelectedOptions
        />
      </FormControl>
      <FormControl>
        <FormLabel>Languages to learn (two shown until focused)</FormLabel>
        <Autocomplete
          multiple
          limitTags={2}
          options={languages}
          defaultValue={['Rust', 'Elixir', 'Haskell', 'Swift']}
        />
      </FormControl>
    </Stack>
  );
}
