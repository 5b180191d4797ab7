import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import {CssVarsProvider, extendTheme} from '@mui/joy/styles';
import * as React from 'react';

// A teal scale for `primary`. The variant tokens (solidBg, softColor, …) point at
// the scale, so every variant picks up the new colour without further changes.
const teal = {
  50: '#EFFCFA',
  100: '#C8F4EE',
  200: '#92E6DC',
  300: '#56CFC3',
  400: '#27B1A6',
  500: '#12928A',
  600: '#0C7570',
  700: '#0D5E5B',
  800: '#0F4B49',
  900: '#0B3433',
};

const theme = extendTheme({
  // Own prefix and selector keep this preview's variables apart from the page's `--joy-*` ones.
  cssVarPrefix: 'palette-demo',
  colorSchemeSelector: 'data-palette-demo',
  colorSchemes: {
    light: {palette: {primary: teal}},
    dark: {palette: {primary: teal}},
  },
});

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function CustomPrimaryPalette() {
  const [scheme, setScheme] = React.useState<'light' | 'dark'>('light');

  return (
    <CssVarsProvider theme={theme} colorSchemeNode={null} disableNestedContext>
      <Box
        data-palette-demo={scheme}
        sx={{p: 2, borderRadius: 'md', bgcolor: 'background.body', color: 'text.primary'}}>
        <Stack spacing={2}>
          <ToggleButtonGroup
            size="sm"
            aria-label="Preview colour scheme"
            value={scheme}
            onChange={(_event, value) => value && setScheme(value)}>
            <Button value="light">Light</Button>
            <Button value="dark">Dark</Button>
          </ToggleButtonGroup>
          <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
            {variants.map((variant) => (
              <Button key={variant} variant={variant}>
                {variant}
              </Button>
            ))}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
            {variants.map((variant) => (
              <Chip key={variant} variant={variant} color="primary">
                {variant}
              </Chip>
            ))}
            <Typography component="label" level="body-sm" startDecorator={<Switch defaultChecked />}>
              Sync
            </Typography>
          </Stack>
          <Alert color="primary" variant="soft">
            The primary palette of this preview is teal.
          </Alert>
        </Stack>
      </Box>
    </CssVarsProvider>
  );
}
