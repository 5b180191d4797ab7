import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';

export default function NativeSelectDemo() {
  return (
    <FormControl sx={{minWidth: 240}}>
      <InputLabel variant="standard" htmlFor="native-select-country">
        Country
      </InputLabel>
      <NativeSelect defaultValue="CA" inputProps={{name: 'country', id: 'native-select-country'}}>
        <option value="AU">Australia</option>
        <option value="CA">Canada</option>
        <option value="DE">Germany</option>
        <option value="IN">India</option>
        <option value="JP">Japan</option>
      </NativeSelect>
    </FormControl>
  );
}
