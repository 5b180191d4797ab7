import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function RadioVariants() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{flexWrap: 'wrap'}}>
      {variants.map((variant) => (
        <FormControl key={variant}>
          <FormLabel>{variant}</FormLabel>
          <RadioGroup defaultValue="a">
            <Radio value="a" label="Option A" variant={variant} />
            <Radio value="b" label="Option B" variant={variant} />
          </RadioGroup>
        </FormControl>
      ))}
    </Stack>
  );
}
