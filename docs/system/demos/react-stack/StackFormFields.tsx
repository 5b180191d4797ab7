import * as React from 'react';
import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const inputSx = {
  px: 1,
  py: 0.75,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;

const buttonSx = {px: 2, py: 0.75, font: 'inherit', fontWeight: 600, borderRadius: 1, cursor: 'pointer'} as const;

export default function StackFormFields() {
  const nameId = React.useId();
  const emailId = React.useId();

  return (
    // The default direction is a column: fields stack with two spacing units between them.
    <Stack component="form" spacing={2} sx={{width: '100%', maxWidth: 360}} onSubmit={(event) => event.preventDefault()}>
      <Stack spacing={0.5}>
        <label htmlFor={nameId}>Name</label>
        <Box component="input" id={nameId} name="name" autoComplete="name" sx={inputSx} />
      </Stack>
      <Stack spacing={0.5}>
        <label htmlFor={emailId}>Email</label>
        <Box component="input" id={emailId} name="email" type="email" autoComplete="email" sx={inputSx} />
      </Stack>
      {/* A nested row, pushed to the end of the form. */}
      <Stack direction="row" spacing={1} sx={{justifyContent: 'flex-end'}}>
        <Box component="button" type="reset" sx={{...buttonSx, border: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary'}}>
          Clear
        </Box>
        <Box component="button" type="submit" sx={{...buttonSx, border: 0, bgcolor: 'primary.main', color: 'primary.contrastText'}}>
          Subscribe
        </Box>
      </Stack>
    </Stack>
  );
}
