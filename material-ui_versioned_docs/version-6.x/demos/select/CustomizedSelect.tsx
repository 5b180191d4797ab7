import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputBase from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';

// A rounded, borderless input that replaces the outlined one through the `input` prop.
const PillInput = styled(InputBase)(({theme}) => ({
  'label + &': {
    marginTop: theme.spacing(3),
  },
  '& .MuiInputBase-input': {
    borderRadius: 999,
    padding: theme.spacing(1, 5, 1, 2),
    backgroundColor: theme.palette.action.hover,
    border: '1px solid transparent',
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&:focus': {
      borderRadius: 999,
      borderColor: theme.palette.primary.main,
      boxShadow: `0 0 0 3px ${theme.palette.action.focus}`,
    },
  },
}));

export default function CustomizedSelect() {
  const [status, setStatus] = React.useState('open');
  const [sort, setSort] = React.useState('newest');

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{alignItems: {sm: 'flex-end'}}}>
      <FormControl variant="standard" sx={{minWidth: 160}}>
        <InputLabel id="custom-status-label" shrink>
          Status
        </InputLabel>
        <Select
          labelId="custom-status-label"
          id="custom-status"
          value={status}
          onChange={(event: SelectChangeEvent) => setStatus(event.target.value)}
          input={<PillInput />}
          IconComponent={KeyboardArrowDownRoundedIcon}
        >
          <MenuItem value="open">Open</MenuItem>
          <MenuItem value="in-review">In review</MenuItem>
          <MenuItem value="closed">Closed</MenuItem>
        </Select>
      </FormControl>
      <FormControl size="small" sx={{minWidth: 180}}>
        <InputLabel id="custom-sort-label">Sort by</InputLabel>
        <Select
          labelId="custom-sort-label"
          id="custom-sort"
          label="Sort by"
          value={sort}
          onChange={(event: SelectChangeEvent) => setSort(event.target.value)}
          sx={{
            fontWeight: 600,
            '& .MuiOutlinedInput-notchedOutline': {borderWidth: 2},
            '& .MuiSelect-icon': {color: 'primary.main'},
          }}
          MenuProps={{slotProps: {paper: {sx: {mt: 0.5, borderRadius: 2}}}}}
        >
          <MenuItem value="newest">Newest first</MenuItem>
          <MenuItem value="oldest">Oldest first</MenuItem>
          <MenuItem value="popular">Most popular</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
