import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const toppings = ['Mushrooms', 'Olives', 'Peppers'];

export default function IndeterminateCheckbox() {
  const [checked, setChecked] = React.useState<boolean[]>([true, false, false]);

  const allChecked = checked.every(Boolean);
  const someChecked = checked.some(Boolean) && !allChecked;

  // `indeterminate` only changes the icon (and adds a data-indeterminate attribute); HTML has no attribute
  // for the mixed state, so set the input's own `indeterminate` property to match after each render.
  const parentInput = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (parentInput.current) parentInput.current.indeterminate = someChecked;
  }, [someChecked]);

  return (
    <div>
      <FormControlLabel
        label="All toppings"
        control={
          <Checkbox
            checked={allChecked}
            indeterminate={someChecked}
            slotProps={{input: {ref: parentInput}}}
            onChange={(event) => setChecked(toppings.map(() => event.target.checked))}
          />
        }
      />
      <Box sx={{display: 'flex', flexDirection: 'column', ml: 3}}>
        {toppings.map((topping, index) => (
          <FormControlLabel
            key={topping}
            label={topping}
            control={
              <Checkbox
                checked={checked[index] ?? false}
                onChange={(event) =>
                  setChecked(checked.map((value, i) => (i === index ? event.target.checked : value)))
                }
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
