import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function BasicSwitches() {
  return (
    <Stack direction="row" spacing={2}>
      <Switch defaultChecked slotProps={{input: {role: 'switch', 'aria-label': 'Wi-Fi'}}} />
      <Switch slotProps={{input: {role: 'switch', 'aria-label': 'Bluetooth'}}} />
      <Switch disabled defaultChecked slotProps={{input: {role: 'switch', 'aria-label': 'Location (managed)'}}} />
      <Switch disabled slotProps={{input: {role: 'switch', 'aria-label': 'Hotspot (unavailable)'}}} />
    </Stack>
  );
}
