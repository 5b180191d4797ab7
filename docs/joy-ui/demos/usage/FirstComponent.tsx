import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function FirstComponent() {
  const [count, setCount] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      <Button onClick={() => setCount((value) => value + 1)}>Add to basket</Button>
      <Typography level="body-sm" aria-live="polite">
        {count === 0 ? 'Your basket is empty.' : `Items in your basket: ${count}`}
      </Typography>
    </Stack>
  );
}
