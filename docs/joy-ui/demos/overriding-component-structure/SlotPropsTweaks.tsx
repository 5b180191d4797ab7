import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import * as React from 'react';

export default function SlotPropsTweaks() {
  const [code, setCode] = React.useState('');
  const volumeId = React.useId();

  return (
    <Stack spacing={3} sx={{maxWidth: 320}}>
      <FormControl>
        <FormLabel>Verification code</FormLabel>
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          // Props for the inner <input>, not for the root <div>.
          slotProps={{
            input: {
              inputMode: 'numeric',
              maxLength: 6,
              pattern: '[0-9]*',
              sx: {letterSpacing: '0.4em', fontFamily: 'code'},
            },
          }}
        />
        <FormHelperText>Six digits, sent by text message.</FormHelperText>
      </FormControl>
      <div>
        <FormLabel id={volumeId}>Volume</FormLabel>
        <Slider
          aria-labelledby={volumeId}
          defaultValue={30}
          // A callback receives the owner state: here the thumb gets a shadow while it is dragged.
          slotProps={{
            thumb: (ownerState) => ({
              sx: ownerState.dragging ? {boxShadow: 'lg'} : {},
            }),
          }}
        />
      </div>
    </Stack>
  );
}
