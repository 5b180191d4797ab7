import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';

export default function SwitchDecorators() {
  const [yearly, setYearly] = React.useState(false);

  return (
    <Stack spacing={3}>
      <FormControl orientation="horizontal">
        <FormLabel>Yearly billing</FormLabel>
        <Switch
          checked={yearly}
          onChange={(event) => setYearly(event.target.checked)}
          startDecorator={(ownerState) => <span style={{fontWeight: ownerState.checked ? 400 : 700}}>Monthly</span>}
          endDecorator={(ownerState) => <span style={{fontWeight: ownerState.checked ? 700 : 400}}>Yearly</span>}
        />
      </FormControl>
      <FormControl orientation="horizontal">
        <FormLabel>Dark theme</FormLabel>
        <Switch color="neutral" startDecorator={<LightMode />} endDecorator={<DarkMode />} />
      </FormControl>
    </Stack>
  );
}
