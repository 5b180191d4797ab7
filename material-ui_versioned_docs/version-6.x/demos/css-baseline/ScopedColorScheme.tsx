import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {createTheme, ThemeProvider} from '@mui/material/styles';

const darkTheme = createTheme({palette: {mode: 'dark'}});

export default function ScopedColorScheme() {
  const [enabled, setEnabled] = React.useState(true);

  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 420}}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label="enableColorScheme"
      />
      <ThemeProvider theme={darkTheme}>
        <ScopedCssBaseline enableColorScheme={enabled} sx={{p: 2, borderRadius: 1}}>
          <Stack spacing={1.5}>
            <label htmlFor="native-size">Native select and checkbox in a dark area</label>
            <select id="native-size" defaultValue="m">
              <option value="s">Small</option>
              <option value="m">Medium</option>
              <option value="l">Large</option>
            </select>
            <label>
              <input type="checkbox" defaultChecked /> Gift wrap
            </label>
          </Stack>
        </ScopedCssBaseline>
      </ThemeProvider>
    </Stack>
  );
}
