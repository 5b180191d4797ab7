import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function ButtonSizes() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
    </Stack>
  );
}
