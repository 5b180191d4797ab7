import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function VerticalDividerText() {
  return (
    <Stack direction="row" spacing={2} sx={{maxWidth: 520}}>
      <Stack spacing={1} sx={{flex: 1}}>
        <Typography variant="subtitle2" component="div">
          Upload a file
        </Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          CSV or spreadsheet, up to 10 MB.
        </Typography>
        <Button variant="outlined" size="small" sx={{alignSelf: 'flex-start'}}>
          Choose file
        </Button>
      </Stack>
      {/* role="presentation" keeps the word "or" readable by assistive technology. */}
      <Divider orientation="vertical" flexItem role="presentation">
        or
      </Divider>
      <Stack spacing={1} sx={{flex: 1}}>
        <Typography variant="subtitle2" component="div">
          Start from scratch
        </Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          An empty table with three columns.
        </Typography>
        <Button variant="outlined" size="small" sx={{alignSelf: 'flex-start'}}>
          Create table
        </Button>
      </Stack>
    </Stack>
  );
}
