import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';

const topics = ['Billing', 'Bug report', 'Feature request', 'Something else'];

export default function PlaceholderSelect() {
  const [topic, setTopic] = React.useState('');

  return (
    <FormControl sx={{minWidth: 260}}>
      <InputLabel id="placeholder-label" shrink>
        Topic
      </InputLabel>
      <Select
        labelId="placeholder-label"
        id="placeholder"
        label="Topic"
        notched
        displayEmpty
        value={topic}
        onChange={(event: SelectChangeEvent) => setTopic(event.target.value)}
        renderValue={(selected) =>
          selected === '' ? <Box component="span" sx={{color: 'text.secondary'}}>What is your message about?</Box> : selected
        }
      >
        <MenuItem value="" disabled>
          What is your message about?
        </MenuItem>
        {topics.map((item) => (
          <MenuItem key={item} value={item}>
            {item}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
