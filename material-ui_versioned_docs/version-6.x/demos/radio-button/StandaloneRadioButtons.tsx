import * as React from 'react';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';

export default function StandaloneRadioButtons() {
  const [rating, setRating] = React.useState<string>('good');

  const radioProps = (value: string, label: string) => ({
    checked: rating === value,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setRating(event.target.value),
    value,
    name: 'standalone-rating',
    slotProps: {input: {'aria-label': label}},
  });

  return (
    <Stack direction="row" spacing={1} role="radiogroup" aria-label="How was your visit?">
      <Radio {...radioProps('poor', 'Poor')} />
      <Radio {...radioProps('fair', 'Fair')} />
      <Radio {...radioProps('good', 'Good')} />
      <Radio {...radioProps('great', 'Great')} color="success" />
    </Stack>
  );
}
