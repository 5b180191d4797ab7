import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const currencies = [
  {value: 'EUR', label: 'Euro (€)'},
  {value: 'GBP', label: 'Pound sterling (£)'},
  {value: 'JPY', label: 'Japanese yen (¥)'},
  {value: 'USD', label: 'US dollar ($)'},
];

export default function SelectTextField() {
  const [currency, setCurrency] = React.useState<string>('EUR');

  return (
    <TextField
      id="select-currency"
      select
      label="Currency"
      value={currency}
      onChange={(event) => setCurrency(event.target.value)}
      helperText="Prices in your cart use this currency"
      sx={{minWidth: 240}}>
      {currencies.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
