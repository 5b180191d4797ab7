import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;
const tags = ['bug', 'documentation', 'enhancement', 'question'];

export default function AutocompleteSizes() {
  return (
    <Stack spacing={1.5} sx={{maxWidth: 320}}>
      {sizes.map((size) => (
        <Autocomplete
          key={size}
          size={size}
          multiple
          options={tags}
          defaultValue={['bug']}
          placeholder={`Size ${size}`}
          aria-label={`Labels, size ${size}`}
          // Custom chips, so that each delete button has an accessible name.
          renderTags={(value, getTagProps) =>
            value.map((tag, index) => {
              const {key, ...tagProps} = getTagProps({index});
              return (
                <Chip
                  key={key}
                  size={size}
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
      ))}
    </Stack>
  );
}
