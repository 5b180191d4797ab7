import Autocomplete from '@mui/joy/Autocomplete';
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
        />
      ))}
    </Stack>
  );
}
