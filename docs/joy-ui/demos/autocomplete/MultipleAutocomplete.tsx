import * as React from 'react';
import Autocomplete, {type AutocompleteRenderGetTagProps} from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const languages = ['TypeScript', 'Rust', 'Go', 'Python', 'Kotlin', 'Swift', 'Elixir', 'Haskell'];

// The default chips' delete buttons have no accessible name: render the chips to give each one.
// getTagProps keeps the button's data-tag-index, which the arrow keys use to move between chips.
function renderTags(tags: string[], getTagProps: AutocompleteRenderGetTagProps) {
  return tags.map((tag, index) => {
    const {key, ...tagProps} = getTagProps({index});
    return (
      <Chip
        key={key}
        variant="soft"
        color="neutral"
        sx={{minWidth: 0}}
        endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${tag}`} />}>
        {tag}
      </Chip>
    );
  });
}

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
          renderTags={renderTags}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Languages to learn (two shown until focused)</FormLabel>
        <Autocomplete
          multiple
          limitTags={2}
          options={languages}
          defaultValue={['Rust', 'Elixir', 'Haskell', 'Swift']}
          renderTags={renderTags}
        />
      </FormControl>
    </Stack>
  );
}
