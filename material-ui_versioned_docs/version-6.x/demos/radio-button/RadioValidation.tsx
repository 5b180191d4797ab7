import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioValidation() {
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState(false);
  const [message, setMessage] = React.useState('Pick one answer.');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value === '') {
      setError(true);
      setMessage('Please choose an answer before checking.');
    } else if (value === 'mars') {
      setError(false);
      setMessage('Correct: Olympus Mons is on Mars.');
    } else {
      setError(true);
      setMessage('Not quite. Try another planet.');
    }
  };

  return (
    <form onSubmit={handleSubmit}>
      <FormControl error={error}>
        <FormLabel id="quiz-label">Which planet has the tallest known volcano?</FormLabel>
        <RadioGroup
          aria-labelledby="quiz-label"
          aria-describedby="quiz-message"
          name="quiz"
          value={value}
          onChange={(_event, newValue) => {
            setValue(newValue);
            setError(false);
            setMessage('Pick one answer.');
          }}>
          <FormControlLabel value="earth" control={<Radio />} label="Earth" />
          <FormControlLabel value="mars" control={<Radio />} label="Mars" />
          <FormControlLabel value="venus" control={<Radio />} label="Venus" />
        </RadioGroup>
        <FormHelperText id="quiz-message" aria-live="polite">
          {message}
        </FormHelperText>
        <Button type="submit" variant="outlined" sx={{mt: 1, alignSelf: 'flex-start'}}>
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
