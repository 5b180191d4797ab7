import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ButtonGroupSizes() {
  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      {sizes.map((size) => (
        <ButtonGroup key={size} size={size} aria-label={`Size ${size}`}>
          <Button>Previous</Button>
          <Button>Today</Button>
          <Button>Next</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
