import * as React from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {createTheme, ThemeProvider, useColorScheme} from '@mui/material/styles';
// Types the props `colorSchemeNode` and `disableNestedContext`, which v6 only declares on
// ThemeProvider once this augmentation is imported.
import type {} from '@mui/material/themeCssVarsAugmentation';

const theme = createTheme({colorSchemes: {light: true, dark: true}});

type Mode = 'light' | 'dark' | 'system';

function Switcher() {
  const {mode, setMode} = useColorScheme();

  // `mode` is undefined on the server and during hydration: render a placeholder of the same size.
  if (!mode) {
    return <Skeleton variant="rounded" width={280} height={150} />;
  }

  return (
    <Paper sx={{p: 2, width: 280}}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_event, next: Mode | null) => next && setMode(next)}
          aria-label="Color mode">
          <ToggleButton value="light">Light</ToggleButton>
          <ToggleButton value="system">System</ToggleButton>
          <ToggleButton value="dark">Dark</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2">This card follows the mode you pick.</Typography>
        <Alert severity="info">Current mode: {mode}</Alert>
      </Stack>
    </Paper>
  );
}

export default function ModeSwitcher() {
  return (
    <ThemeProvider theme={theme} defaultMode="light" storageManager={null} colorSchemeNode={null} disableNestedContext>
      <Switcher />
    </ThemeProvider>
  );
}
