import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertWithTitle() {
  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Alert severity="warning">
        <AlertTitle>Password expires soon</AlertTitle>
        Your password expires in 3 days. Choose a new one from the security settings.
      </Alert>
      <Alert severity="error">
        <AlertTitle>Upload failed</AlertTitle>
        <strong>report-q3.pdf</strong> is larger than the 25 MB limit.
      </Alert>
    </Stack>
  );
}
