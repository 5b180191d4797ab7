import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const recentSearches = ['invoice 2024', 'refund policy', 'shipping to Canada', 'change password'];
const suggestedTags = ['urgent', 'billing', 'feature request'];

export default function FreeSoloAutocomplete() {
  return (
    <Stack spacing={2} sx={{maxWidth: 360}}>
      <FormControl>
        <FormLabel>Search help articles</FormLabel>
        <Autocomplete freeSolo options={recentSearches} placeholder="Type anything" type="search" />
        <FormHelperText>Suggestions are recent searches; any text is accepted.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Ticket tags</FormLabel>
        <Autocomplete
          multiple
          freeSolo
          options={suggestedTags}
          placeholder="Type a tag and press Enter"
          // Custom chips, so that each delete button has an accessible name.
          renderTags={(value, getTagProps) =>
            value.map((tag, index) => {
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
            })
          }
        />
      </FormControl>
    </Stack>
  );
}
