import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import * as React from 'react';

type GroupedDigitsProps = React.InputHTMLAttributes<HTMLInputElement> & {
  // Joy passes `ownerState` to custom slot components; keep it off the DOM element.
  ownerState?: unknown;
};

// Renders the native input and formats what is typed as groups of four digits.
const GroupedDigitsInput = React.forwardRef<HTMLInputElement, GroupedDigitsProps>(function GroupedDigitsInput(
  {ownerState, onChange, ...other},
  ref,
) {
  return (
    <input
      {...other}
      ref={ref}
      inputMode="numeric"
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 16);
        event.target.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
        onChange?.(event);
      }}
    />
  );
});

export default function CustomInputSlot() {
  const [value, setValue] = React.useState('4242 4242');

  return (
    <FormControl sx={{maxWidth: 320}}>
      <FormLabel>Card number</FormLabel>
      <Input
        value={value}
        onChange={(event) => setValue(event.target.value)}
        startDecorator={<CreditCardIcon />}
        autoComplete="cc-number"
        slots={{input: GroupedDigitsInput}}
      />
      <FormHelperText>Digits only; spaces are added for you.</FormHelperText>
    </FormControl>
  );
}
