import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';

const toppings = ['Basil', 'Mushrooms', 'Olives', 'Onions', 'Peppers', 'Pineapple', 'Rocket'];

export default function NativeMultipleSelect() {
  const [selected, setSelected] = React.useState<string[]>(['Basil', 'Olives']);

  const handleChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    setSelected(Array.from(event.target.selectedOptions, (option) => option.value));
  };

  return (
    <div>
      <FormControl variant="standard" sx={{minWidth: 220}}>
        <InputLabel shrink htmlFor="native-multiple">
          Toppings
        </InputLabel>
        <NativeSelect
          value={selected}
          onChange={handleChange}
          inputProps={{
            id: 'native-multiple',
            name: 'toppings',
            multiple: true,
            size: 5,
            'aria-describedby': 'native-multiple-helper',
          }}
        >
          {toppings.map((topping) => (
            <option key={topping} value={topping}>
              {topping}
            </option>
          ))}
        </NativeSelect>
        <FormHelperText id="native-multiple-helper">
          Hold Ctrl, or Cmd on a Mac, to pick more than one
        </FormHelperText>
      </FormControl>
      <Typography variant="body2" sx={{mt: 1}}>
        Selected: {selected.length > 0 ? selected.join(', ') : 'none'}
      </Typography>
    </div>
  );
}
