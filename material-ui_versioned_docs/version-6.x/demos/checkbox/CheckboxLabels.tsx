import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Remember me on this device" />
      <FormControlLabel control={<Checkbox />} label="Send me the monthly newsletter" />
      <FormControlLabel required control={<Checkbox />} label="I agree to the terms of service" />
      <FormControlLabel disabled control={<Checkbox defaultChecked />} label="Security alerts (always on)" />
    </FormGroup>
  );
}
