import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function AlertSizes() {
  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      {sizes.map((size) => (
        <Alert key={size} size={size} color="neutral">
          A {size} alert: your session expires in 5 minutes.
        </Alert>
      ))}
    </Stack>
  );
}
