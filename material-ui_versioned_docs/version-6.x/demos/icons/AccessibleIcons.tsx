import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';

export default function AccessibleIcons() {
  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      {/* Meaningful on its own: titleAccess gives it role="img" and a title. */}
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <CheckCircleIcon color="success" titleAccess="Verified" />
        <Typography>Maria Costa</Typography>
      </Stack>
      {/* Decorative: the visible label already says what the button does. */}
      <Button variant="outlined" startIcon={<DownloadIcon />}>
        Download report
      </Button>
      {/* Icon only: the button itself carries the name. */}
      <IconButton aria-label="Print report">
        <PrintIcon />
      </IconButton>
    </Stack>
  );
}
