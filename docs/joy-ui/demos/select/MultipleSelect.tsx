import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const skills = ['Design', 'Research', 'Front end', 'Back end', 'Writing'];

export default function MultipleSelect() {
  const [selected, setSelected] = React.useState<string[]>(['Design', 'Writing']);

  return (
    <FormControl sx={{maxWidth: 360}}>
      <FormLabel>Skills</FormLabel>
      <Select
        multiple
        placeholder="Pick one or more"
        value={selected}
        onChange={(event, newValue) => setSelected(newValue)}
        renderValue={(options) => (
          <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 0.5}}>
            {options.map((option) => (
              <Chip key={String(option.value)} variant="soft" color="primary" size="sm">
                {option.label}
              </Chip>
            ))}
          </Box>
        )}>
        {skills.map((skill) => (
          <Option key={skill} value={skill}>
            {skill}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
