import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const timeZones = [
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
];

export default function ControlledAutocomplete() {
  const [value, setValue] = React.useState<string | null>(timeZones[0] ?? null);
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={2} sx={{width: 320}}>
      <Autocomplete
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        options={timeZones}
        autoHighlight
        renderInput={(params) => <TextField {...params} label="Time zone" />}
      />
      <Typography variant="body2" color="text.secondary">
        value: {value === null ? 'null' : `'${value}'`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        inputValue: '{inputValue}'
      </Typography>
    </Stack>
  );
}
