import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider} from '@mui/material/styles';

const comfortableTheme = createTheme({
  components: {MuiTextField: {defaultProps: {margin: 'normal'}}},
});

// Only defaults change: the same markup renders smaller controls with less space.
const compactTheme = createTheme({
  spacing: 6,
  components: {
    MuiButton: {defaultProps: {size: 'small'}},
    MuiCheckbox: {defaultProps: {size: 'small'}},
    MuiTextField: {defaultProps: {size: 'small', margin: 'dense'}},
    MuiFormControlLabel: {styleOverrides: {label: {fontSize: '0.875rem'}}},
  },
});

export default function DenseThemeToggle() {
  const [compact, setCompact] = React.useState(false);

  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 400, mx: 'auto'}}>
      <FormControlLabel
        control={<Switch checked={compact} onChange={(event) => setCompact(event.target.checked)} />}
        label="Compact density"
      />
      <ThemeProvider theme={compact ? compactTheme : comfortableTheme}>
        <Paper variant="outlined" sx={{p: 2}}>
          <Typography variant="subtitle1" component="h3">
            Shipping address
          </Typography>
          <TextField label="Full name" defaultValue="Amara Okafor" fullWidth />
          <TextField label="Street" defaultValue="12 Harbour Road" fullWidth />
          <Stack direction="row" spacing={2}>
            <TextField label="Postcode" defaultValue="BS1 4DJ" />
            <TextField label="City" defaultValue="Bristol" />
          </Stack>
          <FormControlLabel control={<Checkbox defaultChecked />} label="Use as billing address" />
          <Stack direction="row" spacing={1} sx={{mt: 1, justifyContent: 'flex-end'}}>
            <Button>Cancel</Button>
            <Button variant="contained">Save address</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
