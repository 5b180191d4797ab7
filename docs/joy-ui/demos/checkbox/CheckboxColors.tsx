import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CheckboxColors() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{flexWrap: 'wrap'}}>
      {colors.map((color) => (
        <Checkbox key={color} color={color} label={color} defaultChecked />
      ))}
    </Stack>
  );
}
