import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const workshops = ['Accessibility basics', 'Design tokens', 'Testing components', 'Performance'];
const maxChoices = 2;

export default function CheckboxGroupValidation() {
  const [selected, setSelected] = React.useState<string[]>(['Design tokens']);
  const error = selected.length === 0 || selected.length > maxChoices;

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const {name, checked} = event.target;
    setSelected((previous) => (checked ? [...previous, name] : previous.filter((item) => item !== name)));
  };

  return (
    <FormControl component="fieldset" variant="standard" error={error} required>
      <FormLabel component="legend">Workshops (choose up to {maxChoices})</FormLabel>
      <FormGroup>
        {workshops.map((workshop) => (
          <FormControlLabel
            key={workshop}
            label={workshop}
            control={<Checkbox name={workshop} checked={selected.includes(workshop)} onChange={handleChange} />}
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {error ? `Select between 1 and ${maxChoices} workshops.` : `${selected.length} selected.`}
      </FormHelperText>
    </FormControl>
  );
}
