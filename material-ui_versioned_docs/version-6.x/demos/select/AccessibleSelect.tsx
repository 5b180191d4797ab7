import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function AccessibleSelect() {
  const [room, setRoom] = React.useState('');
  const [rows, setRows] = React.useState('25');

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{alignItems: 'flex-start'}}>
      <FormControl sx={{minWidth: 220}}>
        <InputLabel id="a11y-room-label">Meeting room</InputLabel>
        <Select
          labelId="a11y-room-label"
          id="a11y-room"
          name="room"
          label="Meeting room"
          value={room}
          onChange={(event: SelectChangeEvent) => setRoom(event.target.value)}
          aria-describedby="a11y-room-helper"
        >
          <MenuItem value="atlas">Atlas (6 seats)</MenuItem>
          <MenuItem value="borealis">Borealis (12 seats)</MenuItem>
          <MenuItem value="cygnus">Cygnus (20 seats, video)</MenuItem>
        </Select>
        <FormHelperText id="a11y-room-helper">Rooms with video are booked first</FormHelperText>
      </FormControl>
      <Select
        size="small"
        value={rows}
        onChange={(event: SelectChangeEvent) => setRows(event.target.value)}
        inputProps={{'aria-label': 'Rows per page'}}
      >
        <MenuItem value="10">10</MenuItem>
        <MenuItem value="25">25</MenuItem>
        <MenuItem value="50">50</MenuItem>
      </Select>
    </Stack>
  );
}
