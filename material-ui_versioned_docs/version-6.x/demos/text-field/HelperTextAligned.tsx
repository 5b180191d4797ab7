import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function HelperTextAligned() {
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <TextField label="Postcode" helperText="As printed on your bill" />
      {/* A single space reserves the helper text line, so both inputs line up. */}
      <TextField label="House number" helperText=" " />
    </Stack>
  );
}
