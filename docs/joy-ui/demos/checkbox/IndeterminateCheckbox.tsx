import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const toppings = ['Cheese', 'Mushrooms', 'Olives'];

export default function IndeterminateCheckbox() {
  const [selected, setSelected] = React.useState<string[]>(['Cheese']);
  const allSelected = selected.length === toppings.length;
  const someSelected = selected.length > 0 && !allSelected;
  const groupId = React.useId();
  // Joy puts aria-checked="mixed" on the native input, where ARIA does not allow it. The native
  // `indeterminate` property gives the same "mixed" state; it exists only in the DOM, so set it here.
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (inputRef.current) {
      inputRef.current.indeterminate = someSelected;
    }
  }, [someSelected]);

  return (
    <div>
      <Checkbox
        label="All toppings"
        checked={allSelected}
        indeterminate={someSelected}
        slotProps={{input: {ref: inputRef, 'aria-checked': undefined, 'aria-controls': groupId}}}
        onChange={(event) => setSelected(event.target.checked ? toppings : [])}
      />
      <Box
        id={groupId}
        role="group"
        aria-label="Toppings"
        sx={{display: 'flex', flexDirection: 'column', gap: 1, mt: 1, ml: 3}}>
        {toppings.map((topping) => (
          <Checkbox
            key={topping}
            label={topping}
            checked={selected.includes(topping)}
            onChange={(event) =>
              setSelected((current) =>
                event.target.checked ? [...current, topping] : current.filter((item) => item !== topping),
              )
            }
          />
        ))}
      </Box>
    </div>
  );
}
