import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';

const groups = [
  {name: 'Europe', zones: ['Europe/Lisbon', 'Europe/London', 'Europe/Berlin']},
  {name: 'Americas', zones: ['America/New_York', 'America/Chicago', 'America/Los_Angeles']},
  {name: 'Asia and Pacific', zones: ['Asia/Kolkata', 'Asia/Tokyo', 'Australia/Sydney']},
];

export default function GroupedSelect() {
  const [zone, setZone] = React.useState('Europe/London');

  return (
    <FormControl sx={{minWidth: 260}}>
      <InputLabel id="grouped-label">Time zone</InputLabel>
      <Select
        labelId="grouped-label"
        id="grouped"
        label="Time zone"
        value={zone}
        onChange={(event: SelectChangeEvent) => setZone(event.target.value)}
        MenuProps={{slotProps: {paper: {sx: {maxHeight: 320}}}}}
      >
        {/* Select does not accept fragments, so headers and items go into one flat array. */}
        {groups.flatMap((group) => [
          <ListSubheader key={group.name}>{group.name}</ListSubheader>,
          ...group.zones.map((item) => (
            <MenuItem key={item} value={item}>
              {item.slice(item.indexOf('/') + 1).replace(/_/g, ' ')}
            </MenuItem>
          )),
        ])}
      </Select>
    </FormControl>
  );
}
