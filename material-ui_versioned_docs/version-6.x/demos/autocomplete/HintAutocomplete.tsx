import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const cities = [
  'Amsterdam',
  'Athens',
  'Barcelona',
  'Berlin',
  'Bratislava',
  'Brussels',
  'Budapest',
  'Copenhagen',
  'Dublin',
  'Helsinki',
  'Lisbon',
  'Ljubljana',
  'London',
  'Luxembourg',
  'Madrid',
  'Oslo',
  'Paris',
  'Prague',
  'Riga',
  'Rome',
  'Stockholm',
  'Tallinn',
  'Vienna',
  'Vilnius',
  'Warsaw',
  'Zagreb',
];

export default function HintAutocomplete() {
  const [value, setValue] = React.useState<string | null>(null);
  const [inputValue, setInputValue] = React.useState('');

  // The hint is derived from the text: the first city that starts with it.
  const typed = inputValue.toLowerCase();
  const hint = typed === '' ? undefined : cities.find((city) => city.toLowerCase().startsWith(typed));
  const rest = hint ? hint.slice(inputValue.length) : '';

  return (
    <Autocomplete
      sx={{width: 320}}
      options={cities}
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
      inputValue={inputValue}
      onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
      onKeyDown={(event) => {
        // Tab accepts the hint; without one, Tab moves focus as usual.
        if (event.key === 'Tab' && hint && rest !== '') {
          event.preventDefault();
          setValue(hint);
          setInputValue(hint);
        }
      }}
      renderInput={(params) => (
        <Box sx={{position: 'relative'}}>
          <TextField {...params} label="Capital city" />
          {rest !== '' ? (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                // Lines the ghost text up with the text inside the outlined input.
                left: 14,
                top: '50%',
                transform: 'translateY(-50%)',
                pointerEvents: 'none',
                whiteSpace: 'pre',
                typography: 'body1',
                color: 'text.disabled',
              }}>
              <Box component="span" sx={{visibility: 'hidden'}}>
                {inputValue}
              </Box>
              {rest}
            </Box>
          ) : null}
        </Box>
      )}
    />
  );
}
