import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const actions = [
  {label: 'Rename', disabled: false},
  {label: 'Duplicate', disabled: false},
  {label: 'Move to shared drive (admins only)', disabled: true},
  {label: 'Download', disabled: false},
];

export default function KeyboardOptionsMenu() {
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(false);
  const [disableListWrap, setDisableListWrap] = React.useState(false);

  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={disabledItemsFocusable}
              onChange={(event) => setDisabledItemsFocusable(event.target.checked)}
            />
          }
          label="disabledItemsFocusable"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableListWrap}
              onChange={(event) => setDisableListWrap(event.target.checked)}
            />
          }
          label="disableListWrap"
        />
      </FormGroup>
      <Paper sx={{width: 320, maxWidth: '100%'}}>
        <MenuList
          aria-label="File actions"
          disabledItemsFocusable={disabledItemsFocusable}
          disableListWrap={disableListWrap}>
          {actions.map((action) => (
            <MenuItem key={action.label} disabled={action.disabled}>
              {action.label}
            </MenuItem>
          ))}
        </MenuList>
      </Paper>
    </Stack>
  );
}
