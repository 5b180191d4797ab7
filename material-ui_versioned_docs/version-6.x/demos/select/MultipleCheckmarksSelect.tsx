import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import type {SelectChangeEvent} from '@mui/material/Select';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default function MultipleCheckmarksSelect() {
  const [selected, setSelected] = React.useState<string[]>(['Monday', 'Thursday']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const {value} = event.target;
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{width: 300, maxWidth: '100%'}}>
      <InputLabel id="checkmarks-label">Delivery days</InputLabel>
      <Select
        labelId="checkmarks-label"
        id="checkmarks"
        multiple
        value={selected}
        onChange={handleChange}
        input={<OutlinedInput label="Delivery days" />}
        renderValue={(values) =>
          // Keep the closed field in the same order as the menu.
          days.filter((day) => values.includes(day)).join(', ')
        }
        MenuProps={{slotProps: {paper: {sx: {maxHeight: 280}}}}}
      >
        {days.map((day) => {
          const textId = `checkmarks-${day.toLowerCase()}`;
          return (
            <MenuItem key={day} value={day}>
              <Checkbox
                checked={selected.includes(day)}
                tabIndex={-1}
                disableRipple
                slotProps={{input: {'aria-labelledby': textId}}}
              />
              <ListItemText id={textId} primary={day} />
            </MenuItem>
          );
        })}
      </Select>
    </FormControl>
  );
}
