import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'solid', 'soft', 'plain'] as const;

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      {variants.map((variant) => (
        <ButtonGroup key={variant} variant={variant} aria-label={`${variant} group`}>
          <Button>Cut</Button>
          <Button>Copy</Button>
          <Button>Paste</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
