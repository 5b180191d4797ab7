import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const options = [
  {value: 'search', label: 'Search engine'},
  {value: 'friend', label: 'A friend or colleague'},
  {value: 'event', label: 'Conference or meetup'},
];

export default function RadioGroupError() {
  const [answer, setAnswer] = React.useState<string | null>(null);
  const [submitted, setSubmitted] = React.useState(false);
  const error = submitted && answer === null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}>
      <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
        <FormControl error={error} required>
          <FormLabel>How did you hear about us?</FormLabel>
          <RadioGroup
            aria-required
            aria-invalid={error}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}>
            {options.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                color={error ? 'danger' : undefined}
              />
            ))}
          </RadioGroup>
          <FormHelperText>
            {error ? 'Choose one answer.' : submitted ? 'Thanks for answering.' : 'Pick the closest answer.'}
          </FormHelperText>
        </FormControl>
        <Button type="submit">Submit</Button>
      </Stack>
    </form>
  );
}
