import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function RadioColors() {
  return (
    <FormControl>
      <FormLabel>Label colour</FormLabel>
      <RadioGroup orientation="horizontal" defaultValue="primary" sx={{flexWrap: 'wrap'}}>
        {colors.map((color) => (
          <Radio key={color} value={color} label={color} color={color} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
