import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';

export default function BasicSelect() {
  const [shipping, setShipping] = React.useState<string>('');

  const handleChange = (event: SelectChangeEvent) => {
    setShipping(event.target.value);
  };

  return (
    <FormControl sx={{minWidth: 240}}>
      <InputLabel id="basic-select-label">Shipping method</InputLabel>
      <Select
        labelId="basic-select-label"
        id="basic-select"
        value={shipping}
        label="Shipping method"
        onChange={handleChange}
      >
        <MenuItem value="standard">Standard (3-5 days)</MenuItem>
        <MenuItem value="express">Express (next day)</MenuItem>
        <MenuItem value="pickup">Pick up in store</MenuItem>
      </Select>
    </FormControl>
  );
}
