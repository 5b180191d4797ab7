import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const allUsers = ['alice', 'alex', 'bob', 'bella', 'carlos', 'chen', 'dana', 'diego', 'eve', 'emeka', 'fatima', 'femi'];

// A fake search endpoint: filters on the "server" after a short pause.
function searchUsers(query: string): Promise<string[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(allUsers.filter((user) => user.startsWith(query.toLowerCase()))), 400);
  });
}

export default function SearchAsYouType() {
  const [value, setValue] = React.useState<string | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState<readonly string[]>([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (inputValue === '') {
      setOptions(value ? [value] : []);
      setLoading(false);
      return undefined;
    }
    let active = true;
    setLoading(true);
    // Wait for a pause in typing before asking, and ignore answers that arrive too late.
    const timer = setTimeout(() => {
      void searchUsers(inputValue).then((results) => {
        if (!active) return;
        setOptions(value && !results.includes(value) ? [value, ...results] : results);
        setLoading(false);
      });
    }, 250);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [inputValue, value]);

  return (
    <Autocomplete
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
      onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
      options={options}
      // The "server" already filtered: show its results as they are.
      filterOptions={(x) => x}
      loading={loading}
      noOptionsText={inputValue === '' ? 'Type to search' : 'No users found'}
      autoComplete
      includeInputInList
      sx={{width: 320}}
      renderInput={(params) => <TextField {...params} label="Username" />}
    />
  );
}
