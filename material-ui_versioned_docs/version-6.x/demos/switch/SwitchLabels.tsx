import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Show line numbers" />
      <FormControlLabel control={<Switch />} label="Wrap long lines" />
      <FormControlLabel required control={<Switch />} label="Accept the editor licence" />
      <FormControlLabel disabled control={<Switch />} label="Sync settings (sign in first)" />
      <FormControlLabel control={<Switch />} label="Compact mode" labelPlacement="start" />
    </FormGroup>
  );
}
