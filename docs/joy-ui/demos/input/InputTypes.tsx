import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function InputTypes() {
  const [showPassword, setShowPassword] = React.useState(false);

  return (
    <Stack spacing={2} sx={{maxWidth: 320}}>
      <FormControl>
        <FormLabel>Password</FormLabel>
        <Input
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          endDecorator={
            <IconButton
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((show) => !show)}>
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          }
        />
      </FormControl>
      <FormControl>
        <FormLabel>Guests</FormLabel>
        <Input type="number" defaultValue={2} slotProps={{input: {min: 1, max: 8, step: 1}}} />
        <FormHelperText>Between 1 and 8.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Arrival date</FormLabel>
        <Input type="date" defaultValue="2025-06-01" />
      </FormControl>
    </Stack>
  );
}
