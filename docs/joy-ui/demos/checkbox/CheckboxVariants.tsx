import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function CheckboxVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{flexWrap: 'wrap'}}>
        <Checkbox label="Default, unchecked" />
        <Checkbox label="Default, checked" defaultChecked />
      </Stack>
      <Stack direction="row" spacing={3} useFlexGap sx={{flexWrap: 'wrap'}}>
        {variants.map((variant) => (
          <Checkbox key={variant} variant={variant} label={variant} defaultChecked />
        ))}
      </Stack>
    </Stack>
  );
}
