import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioButtonsGroup() {
  return (
    <FormControl>
      <FormLabel id="payment-method-label">Payment method</FormLabel>
      <RadioGroup aria-labelledby="payment-method-label" name="payment-method" defaultValue="card">
        <FormControlLabel value="card" control={<Radio />} label="Credit or debit card" />
        <FormControlLabel value="transfer" control={<Radio />} label="Bank transfer" />
        <FormControlLabel value="invoice" control={<Radio />} label="Invoice (30 days)" />
        <FormControlLabel value="voucher" disabled control={<Radio />} label="Gift voucher (none on your account)" />
      </RadioGroup>
    </FormControl>
  );
}
