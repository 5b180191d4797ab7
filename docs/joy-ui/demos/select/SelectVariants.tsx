import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;

export default function SelectVariants() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Stack spacing={1.5} sx={{width: 200}}>
        {variants.map((variant) => (
          <Select key={variant} variant={variant} defaultValue="dog" aria-label={`${variant} select`}>
            <Option value="dog">{variant}: Dog</Option>
            <Option value="cat">{variant}: Cat</Option>
          </Select>
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{width: 200}}>
        {colors.map((color) => (
          <Select key={color} color={color} variant="soft" defaultValue="dog" aria-label={`${color} select`}>
            <Option value="dog">{color}: Dog</Option>
            <Option value="cat">{color}: Cat</Option>
          </Select>
        ))}
      </Stack>
    </Stack>
  );
}
