import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import SaveIcon from '@mui/icons-material/Save';

export default function LoadingButtons() {
  const [loading, setLoading] = React.useState<boolean>(true);

  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
      />
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" loading={loading}>
          Submit
        </Button>
        <Button variant="contained" loading={loading} loadingPosition="start" startIcon={<SaveIcon />}>
          Save draft
        </Button>
        <Button variant="contained" disabled>
          Disabled
        </Button>
      </Stack>
    </Stack>
  );
}
