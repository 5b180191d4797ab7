import * as React from 'react';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function StackResponsive() {
  return (
    <Stack
      component="form"
      direction={{xs: 'column', sm: 'row'}}
      spacing={{xs: 1, sm: 2}}
      sx={{alignItems: {xs: 'stretch', sm: 'center'}}}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => event.preventDefault()}>
      <Input placeholder="First name" slotProps={{input: {'aria-label': 'First name'}}} sx={{flex: 1}} />
      <Input placeholder="Last name" slotProps={{input: {'aria-label': 'Last name'}}} sx={{flex: 1}} />
      <Button type="submit">Save</Button>
    </Stack>
  );
}
