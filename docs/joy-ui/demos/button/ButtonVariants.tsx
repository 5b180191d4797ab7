import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function ButtonVariants() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{flexWrap: 'wrap'}}>
      <Button>Solid</Button>
      <Button variant="soft">Soft</Button>
      <Button variant="outlined">Outlined</Button>
      <Button variant="plain">Plain</Button>
    </Stack>
  );
}
