import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function InputAdornments() {
  const [showPassword, setShowPassword] = React.useState<boolean>(false);

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <TextField
        id="adornment-weight"
        label="Parcel weight"
        slotProps={{
          input: {endAdornment: <InputAdornment position="end">kg</InputAdornment>},
          htmlInput: {inputMode: 'decimal'},
        }}
      />
      <TextField
        id="adornment-price"
        label="Price"
        defaultValue="49.00"
        slotProps={{
          input: {startAdornment: <InputAdornment position="start">$</InputAdornment>},
        }}
      />
      <TextField
        id="adornment-password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end">
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
