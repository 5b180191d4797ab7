import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';

const skills = ['Accessibility', 'Design systems', 'GraphQL', 'Node.js', 'React', 'Testing', 'TypeScript'];

export default function MultipleChipSelect() {
  const [selected, setSelected] = React.useState<string[]>(['React', 'TypeScript']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const {value} = event.target;
    // Autofill can hand back a comma-separated string instead of an array.
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{width: 360, maxWidth: '100%'}}>
      <InputLabel id="chip-select-label">Skills</InputLabel>
      <Select
        labelId="chip-select-label"
        id="chip-select"
        multiple
        value={selected}
        onChange={handleChange}
        input={<OutlinedInput label="Skills" />}
        renderValue={(values) => (
          <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 0.5}}>
            {values.map((value) => (
              <Chip key={value} label={value} size="small" />
            ))}
          </Box>
        )}
      >
        {skills.map((skill) => (
          <MenuItem key={skill} value={skill}>
            {skill}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText>Pick every skill that applies</FormHelperText>
    </FormControl>
  );
}
