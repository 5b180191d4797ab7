import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function SelectSizes() {
  return (
    <Stack spacing={1.5} sx={{maxWidth: 240}}>
      {sizes.map((size) => (
        <Select key={size} size={size} placeholder={`Size ${size}`} aria-label={`Size ${size}`}>
          <Option value="s">Small</Option>
          <Option value="m">Medium</Option>
          <Option value="l">Large</Option>
        </Select>
      ))}
    </Stack>
  );
}
