import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Alert variant="outlined" severity="info">
        Maintenance is planned for Sunday at 02:00 UTC.
      </Alert>
      <Alert variant="outlined" severity="warning">
        Two invoices are due this week.
      </Alert>
      <Alert variant="filled" severity="success">
        Backup completed in 4 minutes.
      </Alert>
      <Alert variant="filled" severity="error">
        The server did not respond. Check your connection.
      </Alert>
    </Stack>
  );
}
