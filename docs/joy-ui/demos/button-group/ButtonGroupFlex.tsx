import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Settings from '@mui/icons-material/Settings';

export default function ButtonGroupFlex() {
  return (
    <ButtonGroup buttonFlex={1} aria-label="Checkout steps" sx={{width: '100%', maxWidth: 480}}>
      <Button>Cart</Button>
      <Button>Shipping</Button>
      <Button>Payment</Button>
      <IconButton aria-label="Checkout settings">
        <Settings />
      </IconButton>
    </ButtonGroup>
  );
}
