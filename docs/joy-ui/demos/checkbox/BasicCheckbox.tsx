import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function BasicCheckbox() {
  const [subscribed, setSubscribed] = React.useState(false);

  return (
    <Stack spacing={1.5}>
      <Checkbox label="Remember me" defaultChecked />
      <Checkbox
        label={subscribed ? 'Subscribed to the newsletter' : 'Subscribe to the newsletter'}
        checked={subscribed}
        onChange={(event) => setSubscribed(event.target.checked)}
      />
      <Checkbox label="Unavailable option" disabled />
      <Checkbox label="Always on" disabled defaultChecked />
    </Stack>
  );
}
