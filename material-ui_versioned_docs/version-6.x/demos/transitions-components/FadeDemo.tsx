import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';

export default function FadeDemo() {
  const [visible, setVisible] = React.useState(true);

  return (
    <Box sx={{width: '100%', maxWidth: 400}}>
      <Button onClick={() => setVisible((prev) => !prev)} sx={{mb: 1}}>
        {visible ? 'Hide' : 'Show'} the notice
      </Button>
      <Fade in={visible}>
        <Alert severity="warning">Scheduled maintenance on Sunday from 02:00 to 03:00 UTC.</Alert>
      </Fade>
    </Box>
  );
}
