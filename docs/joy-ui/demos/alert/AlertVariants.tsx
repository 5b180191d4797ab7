import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;

export default function AlertVariants() {
  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      {variants.map((variant) => (
        <Alert key={variant} variant={variant} color="primary">
          This is the {variant} variant. The team meeting moved to 3 pm.
        </Alert>
      ))}
    </Stack>
  );
}
