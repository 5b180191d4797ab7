import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;

export default function ButtonSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      {sizes.map((size) => (
        <Button key={size} variant="contained" size={size}>
          {size}
        </Button>
      ))}
    </Stack>
  );
}
