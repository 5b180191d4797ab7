import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function HandlingClicks() {
  const [count, setCount] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Button variant="contained" onClick={() => setCount((value) => value + 1)}>
        Add to cart
      </Button>
      <Button variant="outlined" disabled={count === 0} onClick={() => setCount(0)}>
        Empty cart
      </Button>
      <Typography role="status">
        {count} {count === 1 ? 'item' : 'items'} in the cart
      </Typography>
    </Stack>
  );
}
