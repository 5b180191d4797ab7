import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const intervals = [
  {value: '15', label: 'Every 15 minutes'},
  {value: '60', label: 'Every hour'},
  {value: '1440', label: 'Once a day'},
];

export default function SelectSizes() {
  const [small, setSmall] = React.useState('60');
  const [medium, setMedium] = React.useState('60');

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
      <FormControl size="small" sx={{minWidth: 200}}>
        <InputLabel id="size-small-label">Sync (small)</InputLabel>
        <Select
          labelId="size-small-label"
          id="size-small"
          label="Sync (small)"
          value={small}
          onChange={(event: SelectChangeEvent) => setSmall(event.target.value)}
        >
          {intervals.map((interval) => (
            <MenuItem key={interval.value} value={interval.value}>
              {interval.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl sx={{minWidth: 200}}>
        <InputLabel id="size-medium-label">Sync (medium)</InputLabel>
        <Select
          labelId="size-medium-label"
          id="size-medium"
          label="Sync (medium)"
          value={medium}
          onChange={(event: SelectChangeEvent) => setMedium(event.target.value)}
        >
          {intervals.map((interval) => (
            <MenuItem key={interval.value} value={interval.value}>
              {interval.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
