import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const toppings = ['Mushrooms', 'Olives', 'Peppers'];

export default function IndeterminateCheckbox() {
  const [checked, setChecked] = React.useState<boolean[]>([true, false, false]);

  const allChecked = checked.every(Boolean);
  const someChecked = checked.some(Boolean) && !allChecked;

  return (
    <div>
      <FormControlLabel
        label="All toppings"
        control={
          <Checkbox
            checked={allChecked}
            indeterminate={someChecked}
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
