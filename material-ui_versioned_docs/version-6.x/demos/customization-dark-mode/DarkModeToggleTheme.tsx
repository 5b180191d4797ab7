import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider, type Theme} from '@mui/material/styles';
import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';

type Mode = 'light' | 'dark';

// Both themes are created once; switching only picks the other object.
const themes: Record<Mode, Theme> = {
  light: createTheme({palette: {mode: 'light'}}),
  dark: createTheme({palette: {mode: 'dark'}}),
};

export default function DarkModeToggleTheme() {
  const [mode, setMode] = React.useState<Mode>('dark');

  return (
    <Stack spacing={2} sx={{width: '100%', alignItems: 'center'}}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_event, next: Mode | null) => next && setMode(next)}
        aria-label="Color mode">
        <ToggleButton value="light" aria-label="Light mode">
          <LightModeIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="dark" aria-label="Dark mode">
          <DarkModeIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={themes[mode]}>
        <Paper elevation={3} sx={{p: 3, width: '100%', maxWidth: 420}}>
          <Typography variant="h6" gutterBottom>
            Weekly report
          </Typography>
          <Typography variant="body2" sx={{color: 'text.secondary', mb: 2}}>
            Surfaces, text and component colors all come from the palette of the active mode.
          </Typography>
          <Alert severity="success" sx={{mb: 2}}>
            All 14 checks passed.
          </Alert>
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Share</Button>
            <Button>Export</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
