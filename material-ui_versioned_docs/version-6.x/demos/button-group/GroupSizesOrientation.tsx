import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;

export default function GroupSizesOrientation() {
  return (
    <Stack direction="row" spacing={4} sx={{alignItems: 'center', justifyContent: 'center'}}>
      <Stack spacing={2} sx={{alignItems: 'center'}}>
        {sizes.map((size) => (
          <ButtonGroup key={size} size={size} aria-label={`Zoom, ${size}`}>
            <Button>50%</Button>
            <Button>100%</Button>
            <Button>200%</Button>
          </ButtonGroup>
        ))}
      </Stack>
      <ButtonGroup orientation="vertical" variant="contained" color="secondary" aria-label="Layers">
        <Button>Bring forward</Button>
        <Button>Send backward</Button>
        <Button>Group</Button>
      </ButtonGroup>
    </Stack>
  );
}
