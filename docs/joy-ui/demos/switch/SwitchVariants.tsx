import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SwitchVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{flexWrap: 'wrap'}}>
      {variants.map((variant) => (
        <Typography key={variant} component="label" startDecorator={<Switch variant={variant} defaultChecked />}>
          {variant}
        </Typography>
      ))}
    </Stack>
  );
}
