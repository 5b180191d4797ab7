import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import {pink} from '@mui/material/colors';

export default function CheckboxColors() {
  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
      <Checkbox defaultChecked slotProps={{input: {'aria-label': 'Primary'}}} />
      <Checkbox defaultChecked color="secondary" slotProps={{input: {'aria-label': 'Secondary'}}} />
      <Checkbox defaultChecked color="success" slotProps={{input: {'aria-label': 'Success'}}} />
      <Checkbox defaultChecked color="warning" slotProps={{input: {'aria-label': 'Warning'}}} />
      <Checkbox defaultChecked color="default" slotProps={{input: {'aria-label': 'Default'}}} />
      <Checkbox
        defaultChecked
        slotProps={{input: {'aria-label': 'Custom pink'}}}
        sx={{color: pink[700], '&.Mui-checked': {color: pink[500]}}}
      />
      <Checkbox
        defaultChecked
        slotProps={{input: {'aria-label': 'Larger icon'}}}
        sx={{'& .MuiSvgIcon-root': {fontSize: 32}}}
      />
    </Stack>
  );
}
