import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const variants = ['outlined', 'contained', 'text'] as const;

export default function VerticalButtonGroup() {
  return (
    <Stack direction="row" spacing={3} sx={{justifyContent: 'center'}}>
      {variants.map((variant) => (
        <ButtonGroup key={variant} orientation="vertical" variant={variant} aria-label={`Sort order, ${variant}`}>
          <Button>Newest</Button>
          <Button>Oldest</Button>
          <Button>Most popular</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
