import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function HelperTextMisaligned() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <TextField label="Postcode" helperText="As printed on your bill" />
      <TextField label="House number" />
    </Stack>
  );
}
