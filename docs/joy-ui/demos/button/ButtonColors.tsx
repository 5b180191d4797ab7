import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function ButtonColors() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1.5} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
          <Typography level="body-sm" sx={{width: 64}}>
            {variant}
          </Typography>
          {colors.map((color) => (
            <Button key={color} color={color} variant={variant}>
              {color}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
