import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function HorizontalRadioGroup() {
  return (
    <FormControl>
      <FormLabel>Theme</FormLabel>
      <RadioGroup orientation="horizontal" defaultValue="system" name="theme">
        <Radio value="light" label="Light" />
        <Radio value="dark" label="Dark" />
        <Radio value="system" label="System" />
      </RadioGroup>
    </FormControl>
  );
}
