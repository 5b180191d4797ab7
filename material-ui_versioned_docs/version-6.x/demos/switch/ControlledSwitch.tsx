import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ControlledSwitch() {
  const [autoSave, setAutoSave] = React.useState<boolean>(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        label="Save drafts automatically"
        control={
          <Switch
            checked={autoSave}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => setAutoSave(event.target.checked)}
          />
        }
      />
      <Typography variant="body2" color="text.secondary">
        {autoSave ? 'Drafts are saved every 30 seconds.' : 'Remember to save your work by hand.'}
      </Typography>
    </Stack>
  );
}
