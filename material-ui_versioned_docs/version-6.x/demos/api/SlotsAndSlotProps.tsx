import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function SlotsAndSlotProps() {
  const [handle, setHandle] = React.useState('');

  return (
    <Stack spacing={3} sx={{width: '100%', maxWidth: 360, alignItems: 'flex-start'}}>
      <TextField
        label="Username"
        fullWidth
        value={handle}
        onChange={(event) => setHandle(event.target.value)}
        helperText={`${handle.length}/15`}
        slotProps={{
          // The Input component inside the field.
          input: {startAdornment: <InputAdornment position="start">@</InputAdornment>},
          // The native <input> element itself.
          htmlInput: {maxLength: 15, autoCapitalize: 'none', spellCheck: false},
        }}
      />
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        {/* aria-label on the native input, where the checkbox role is. */}
        <Checkbox defaultChecked slotProps={{input: {'aria-label': 'Show my profile publicly'}}} />
        <Tooltip
          title="Visible to everyone, including people without an account"
          describeChild
          // Replace a part: the Grow transition becomes Zoom.
          slots={{transition: Zoom}}
          // Configure parts: the surface of the tooltip.
          slotProps={{tooltip: {sx: {maxWidth: 200, fontSize: '0.8125rem'}}}}>
          <Button size="small">What does public mean?</Button>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
