import * as React from 'react';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MailOutline from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import Input from '@mui/material/Input';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function InputWithIcon() {
  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={3} sx={{alignItems: {md: 'flex-end'}}}>
      <FormControl variant="standard">
        <InputLabel htmlFor="icon-input-username">Username</InputLabel>
        <Input
          id="icon-input-username"
          startAdornment={
            <InputAdornment position="start">
              <AccountCircle />
            </InputAdornment>
          }
        />
      </FormControl>
      <TextField
        id="icon-textfield-email"
        label="Email"
        variant="standard"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <MailOutline />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{display: 'flex', alignItems: 'flex-end'}}>
        <AccountCircle sx={{color: 'action.active', mr: 1, my: 0.5}} />
        <TextField id="icon-beside-name" label="Display name" variant="standard" />
      </Box>
    </Stack>
  );
}
