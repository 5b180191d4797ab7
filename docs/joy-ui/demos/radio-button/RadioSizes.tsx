import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function RadioSizes() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap'}}>
      {sizes.map((size) => (
        <FormControl key={size}>
          <FormLabel>Size {size}</FormLabel>
          <RadioGroup size={size} defaultValue="one">
            <Radio value="one" label="One" />
            <Radio value="two" label="Two" />
          </RadioGroup>
        </FormControl>
      ))}
    </Stack>
  );
}
