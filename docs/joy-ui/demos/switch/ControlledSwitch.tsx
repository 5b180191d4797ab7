import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

export default function ControlledSwitch() {
  const [autoSave, setAutoSave] = React.useState(true);

  return (
    <Stack spacing={3} sx={{maxWidth: 360}}>
      <FormControl orientation="horizontal" sx={{justifyContent: 'space-between'}}>
        <div>
          <FormLabel>Auto-save</FormLabel>
          <FormHelperText sx={{mt: 0}}>
            {autoSave ? 'Changes are saved as you type.' : 'Save changes by hand.'}
          </FormHelperText>
        </div>
        <Switch checked={autoSave} onChange={(event) => setAutoSave(event.target.checked)} />
      </FormControl>
      <FormControl orientation="horizontal" disabled sx={{justifyContent: 'space-between'}}>
        <div>
          <FormLabel>Offline mode</FormLabel>
          <FormHelperText sx={{mt: 0}}>Available on the desktop app.</FormHelperText>
        </div>
        <Switch />
      </FormControl>
    </Stack>
  );
}
