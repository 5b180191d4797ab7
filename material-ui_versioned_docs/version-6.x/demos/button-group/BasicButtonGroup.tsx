import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function BasicButtonGroup() {
  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      <ButtonGroup variant="outlined" aria-label="Text alignment">
        <Button>Left</Button>
        <Button>Center</Button>
        <Button>Right</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" aria-label="Document actions">
        <Button>Save</Button>
        <Button>Export</Button>
        <Button>Print</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="Chart range">
        <Button>Day</Button>
        <Button>Week</Button>
        <Button>Month</Button>
      </ButtonGroup>
    </Stack>
  );
}
