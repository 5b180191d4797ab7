import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

export default function ControlledCheckbox() {
  const [accepted, setAccepted] = React.useState<boolean>(false);

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
      <FormControlLabel
        label="I have read the privacy notice"
        control={
          <Checkbox
            checked={accepted}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => setAccepted(event.target.checked)}
          />
        }
      />
      <Button variant="contained" disabled={!accepted}>
        Create account
      </Button>
    </Stack>
  );
}
