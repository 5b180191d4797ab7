import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function ControlledOpenSelect() {
  const [open, setOpen] = React.useState(false);
  const [priority, setPriority] = React.useState('normal');

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change priority
      </Button>
      <FormControl sx={{minWidth: 200}}>
        <InputLabel id="controlled-open-label">Priority</InputLabel>
        <Select
          labelId="controlled-open-label"
          id="controlled-open"
          label="Priority"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={priority}
          onChange={(event: SelectChangeEvent) => setPriority(event.target.value)}
        >
          <MenuItem value="low">Low</MenuItem>
          <MenuItem value="normal">Normal</MenuItem>
          <MenuItem value="high">High</MenuItem>
          <MenuItem value="urgent">Urgent</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
