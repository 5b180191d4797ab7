import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ContainerPortal() {
  const [show, setShow] = React.useState(false);
  const target = React.useRef<HTMLDivElement>(null);

  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 420}}>
      <Button variant="outlined" onClick={() => setShow((prev) => !prev)}>
        {show ? 'Remove the note' : 'Render the note'}
      </Button>
      <Box sx={{p: 2, border: 1, borderColor: 'divider', borderRadius: 1}}>
        <Typography variant="caption">Where the JSX is written</Typography>
        {show ? (
          <Portal container={() => target.current}>
            <Typography variant="body2">This note is declared in the first box.</Typography>
          </Portal>
        ) : null}
      </Box>
      <Box ref={target} sx={{p: 2, border: 1, borderStyle: 'dashed', borderColor: 'primary.main', borderRadius: 1}}>
        <Typography variant="caption">Where the DOM node ends up</Typography>
      </Box>
    </Stack>
  );
}
