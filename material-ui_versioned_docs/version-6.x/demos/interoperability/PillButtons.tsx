import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

// MUI System styling: the sx prop, with theme-aware shorthands (px: 3 is theme.spacing(3)).
const pill = {
  borderRadius: 999,
  px: 3,
  textTransform: 'none',
  boxShadow: 'none',
  '&:hover': {boxShadow: 'none'},
} as const;

export default function PillButtons() {
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="contained" sx={pill}>
        Subscribe
      </Button>
      <Button variant="outlined" sx={{...pill, borderWidth: 2, '&:hover': {borderWidth: 2}}}>
        Learn more
      </Button>
    </Stack>
  );
}
