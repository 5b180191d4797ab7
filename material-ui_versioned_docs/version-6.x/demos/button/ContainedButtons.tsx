import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ContainedButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      <Button variant="contained">Checkout</Button>
      <Button variant="contained" disableElevation>
        Flat checkout
      </Button>
      <Button variant="contained" disabled>
        Sold out
      </Button>
      <Button variant="contained" href="/material-ui/react-floating-action-button">
        Floating buttons
      </Button>
    </Stack>
  );
}
