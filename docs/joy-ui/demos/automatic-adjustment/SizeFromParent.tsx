import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

type Size = 'sm' | 'md' | 'lg';

export default function SizeFromParent() {
  const [size, setSize] = React.useState<Size>('md');

  return (
    <Stack spacing={3} sx={{maxWidth: 360}}>
      <FormControl>
        <FormLabel>Size of the parents</FormLabel>
        <RadioGroup orientation="horizontal" value={size} onChange={(event) => setSize(event.target.value as Size)}>
          <Radio value="sm" label="sm" />
          <Radio value="md" label="md" />
          <Radio value="lg" label="lg" />
        </RadioGroup>
      </FormControl>
      <FormControl size={size}>
        <FormLabel>Project name</FormLabel>
        <Input placeholder="Spring campaign" />
        <FormHelperText>Visible to everyone in the team.</FormHelperText>
      </FormControl>
      <ButtonGroup size={size} variant="outlined" aria-label="Text alignment">
        <Button>Left</Button>
        <Button>Centre</Button>
        <Button>Right</Button>
      </ButtonGroup>
    </Stack>
  );
}
