import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type {InputBaseComponentProps} from '@mui/material/InputBase';

// Keeps digits only and inserts a space after every group of four.
function groupDigits(raw: string) {
  const digits = raw.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

// A stand-in for an input from a formatting library: it renders a native input, forwards
// the ref that InputBase gives it, and rewrites the value before the change reaches the field.
const CardNumberInput = React.forwardRef<HTMLInputElement, InputBaseComponentProps>(function CardNumberInput(
  props,
  ref,
) {
  const {onChange, ...other} = props;
  return (
    <input
      {...other}
      ref={ref}
      inputMode="numeric"
      autoComplete="cc-number"
      onChange={(event) => {
        event.target.value = groupDigits(event.target.value);
        onChange?.(event);
      }}
    />
  );
});

export default function FormattedInputs() {
  const [cardNumber, setCardNumber] = React.useState('4000 1234 5678 9010');

  return (
    <Stack spacing={2} sx={{maxWidth: 320}}>
      <TextField
        label="Card number"
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        helperText={`Digits stored: ${cardNumber.replace(/\s/g, '').length} of 16`}
        slotProps={{input: {inputComponent: CardNumberInput}}}
      />
    </Stack>
  );
}
