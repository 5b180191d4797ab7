import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const toppings = ['Basil', 'Mushrooms', 'Olives', 'Onions', 'Peppers', 'Pineapple', 'Rocket', 'Sweetcorn'];

export default function CheckboxesTags() {
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={toppings}
      defaultValue={['Basil']}
      renderOption={(props, topping, {selected}) => {
        const {key, ...optionProps} = props;
        return (
          <li key={key} {...optionProps}>
            {/* A drawn checkbox, not a real one: the option already carries aria-selected,
                and a focusable input inside an option would confuse assistive technology. */}
            {selected ? (
              <CheckBoxIcon fontSize="small" color="primary" sx={{mr: 1}} />
            ) : (
              <CheckBoxOutlineBlankIcon fontSize="small" sx={{mr: 1}} />
            )}
            {topping}
          </li>
        );
      }}
      sx={{width: 420}}
      renderInput={(params) => <TextField {...params} label="Toppings" />}
    />
  );
}
