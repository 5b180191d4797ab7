import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function NativeValidationTextField() {
  const [message, setMessage] = React.useState('');
  const [saved, setSaved] = React.useState('');

  const handleInvalid = (event: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Stop the browser's own bubble and show the message in the helper text instead.
    event.preventDefault();
    // The handler sits on the input root, so read the native input from event.target.
    const input = event.target as HTMLInputElement;
    setMessage(input.validity.valueMissing ? 'Enter a postcode.' : 'A postcode has five digits, such as 75001.');
    setSaved('');
    input.focus();
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const postcode = new FormData(event.currentTarget).get('postcode');
    setSaved(`Saved postcode ${String(postcode)}.`);
  };

  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={2} sx={{maxWidth: 320}}>
      <TextField
        id="native-validation-postcode"
        name="postcode"
        label="Postcode"
        required
        error={message !== ''}
        helperText={message || 'Five digits'}
        onChange={() => setMessage('')}
        slotProps={{
          input: {onInvalid: handleInvalid},
          htmlInput: {pattern: '[0-9]{5}', inputMode: 'numeric'},
        }}
      />
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Button type="submit" variant="contained">
          Save
        </Button>
        <Typography role="status" variant="body2">
          {saved}
        </Typography>
      </Stack>
    </Stack>
  );
}
