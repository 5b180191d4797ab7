import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function TextButtons() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Button>Undo</Button>
      <Button disabled>Redo</Button>
      <Button href="/material-ui/react-button-group">Button groups</Button>
    </Stack>
  );
}
