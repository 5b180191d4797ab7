import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const sizes = ['Small', 'Medium', 'Large'];

export default function SelectVariants() {
  const [outlined, setOutlined] = React.useState('');
  const [filled, setFilled] = React.useState('');
  const [standard, setStandard] = React.useState('');

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <FormControl sx={{minWidth: 160}}>
        <InputLabel id="variant-outlined-label">Outlined</InputLabel>
        <Select
          labelId="variant-outlined-label"
          id="variant-outlined"
          label="Outlined"
          value={outlined}
          onChange={(event: SelectChangeEvent) => setOutlined(event.target.value)}
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl variant="filled" sx={{minWidth: 160}}>
        <InputLabel id="variant-filled-label">Filled</InputLabel>
        <Select
          labelId="variant-filled-label"
          id="variant-filled"
          value={filled}
          onChange={(event: SelectChangeEvent) => setFilled(event.target.value)}
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl variant="standard" sx={{minWidth: 160}}>
        <InputLabel id="variant-standard-label">Standard</InputLabel>
        <Select
          labelId="variant-standard-label"
          id="variant-standard"
          value={standard}
          onChange={(event: SelectChangeEvent) => setStandard(event.target.value)}
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
