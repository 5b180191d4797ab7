import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function ColorAlerts() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Alert severity="success" color="info">
        Your order has shipped. Tracking details arrive by email.
      </Alert>
      <Alert severity="info" color="warning" variant="outlined">
        Prices change on 1 March. Current orders keep the old price.
      </Alert>
    </Stack>
  );
}
