import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const TOTAL_FILES = 8;

export default function LinearAriaValueText() {
  const [uploaded, setUploaded] = React.useState(3);
  const valueText = `${uploaded} of ${TOTAL_FILES} files uploaded`;

  return (
    <Box sx={{width: '100%', maxWidth: 420}}>
      <Typography variant="body2" id="files-label" gutterBottom>
        Uploading invoices
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(uploaded / TOTAL_FILES) * 100}
        aria-labelledby="files-label"
        aria-valuetext={valueText}
      />
      <Typography variant="body2" sx={{color: 'text.secondary', mt: 1}}>
        {valueText}
      </Typography>
      <Stack direction="row" spacing={1} sx={{mt: 2}}>
        <Button
          variant="outlined"
          disabled={uploaded >= TOTAL_FILES}
          onClick={() => setUploaded((n) => Math.min(n + 1, TOTAL_FILES))}
        >
          Upload next file
        </Button>
        <Button onClick={() => setUploaded(0)}>Start over</Button>
      </Stack>
    </Box>
  );
}
