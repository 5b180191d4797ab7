import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function OutlinedButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      <Button variant="outlined">Preview</Button>
      <Button variant="outlined" disabled>
        Compare
      </Button>
      <Button variant="outlined" href="/material-ui/react-toggle-button">
        Toggle buttons
      </Button>
    </Stack>
  );
}
