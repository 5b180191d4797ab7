import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const currencies = [
  {value: 'EUR', label: '€ Euro'},
  {value: 'GBP', label: '£ Pound sterling'},
  {value: 'JPY', label: '¥ Japanese yen'},
  {value: 'USD', label: '$ US dollar'},
];

export default function TextFieldSelect() {
  const [currency, setCurrency] = React.useState('EUR');

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <TextField
        select
        id="textfield-currency"
        label="Currency"
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        helperText="Prices are shown in this currency"
        sx={{minWidth: 220}}
      >
        {currencies.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="textfield-currency-native"
        label="Currency (native)"
        defaultValue="GBP"
        helperText="The browser's own picker"
        slotProps={{select: {native: true}}}
        sx={{minWidth: 220}}
      >
        {currencies.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
