import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioButtonsGroup() {
  return (
    <FormControl>
      <FormLabel>Delivery</FormLabel>
      <RadioGroup defaultValue="standard" name="delivery">
        <Radio value="standard" label="Standard (3-5 days)" />
        <Radio value="express" label="Express (1-2 days)" />
        <Radio value="pickup" label="Pick up in store" />
      </RadioGroup>
      <FormHelperText>You can change this until the order ships.</FormHelperText>
    </FormControl>
  );
}
