import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input, {type InputProps} from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

type TextFieldProps = Omit<InputProps, 'size'> & {
  label: React.ReactNode;
  helperText?: React.ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

/** A small text field of your own: one label, one input, an optional hint. */
function TextField({label, helperText, error, required, disabled, size, sx, ...inputProps}: TextFieldProps) {
  return (
    <FormControl error={error} required={required} disabled={disabled} size={size} sx={sx}>
      <FormLabel>{label}</FormLabel>
      <Input {...inputProps} />
      {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

export default function ReusableTextField() {
  const [phone, setPhone] = React.useState('');

  return (
    <Stack spacing={2} sx={{maxWidth: 320}}>
      <TextField label="Team name" required placeholder="Platform" />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={phone !== '' && !/^[\d\s()+-]+$/.test(phone)}
        helperText="Digits, spaces and + ( ) - only."
      />
      <TextField label="Referral code" size="sm" variant="soft" disabled defaultValue="SPRING25" />
    </Stack>
  );
}
