import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const quantities = ['1', '2', '3', '4', '5'];

export default function SelectAutoWidth() {
  const [matched, setMatched] = React.useState('1');
  const [auto, setAuto] = React.useState('1');

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <FormControl sx={{width: 220}}>
        <InputLabel id="width-default-label">Quantity (default)</InputLabel>
        <Select
          labelId="width-default-label"
          id="width-default"
          label="Quantity (default)"
          value={matched}
          onChange={(event: SelectChangeEvent) => setMatched(event.target.value)}
        >
          {quantities.map((quantity) => (
            <MenuItem key={quantity} value={quantity}>
              {quantity}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl sx={{width: 220}}>
        <InputLabel id="width-auto-label">Quantity (autoWidth)</InputLabel>
        <Select
          labelId="width-auto-label"
          id="width-auto"
          label="Quantity (autoWidth)"
          autoWidth
          value={auto}
          onChange={(event: SelectChangeEvent) => setAuto(event.target.value)}
        >
          {quantities.map((quantity) => (
            <MenuItem key={quantity} value={quantity} sx={{minWidth: 64}}>
              {quantity}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
