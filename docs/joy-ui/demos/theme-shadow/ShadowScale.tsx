import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import {extendTheme} from '@mui/joy/styles';
import * as React from 'react';

const theme = extendTheme();
const schemeTokens = ['shadowRing', 'shadowChannel', 'shadowOpacity'];

/** Replaces each `var(--joy-…, fallback)` with the value the colour scheme defines for it. */
function resolve(value: string, scheme: object): string {
  return value.replace(/var\(--joy-([\w-]+)(?:,[^()]*)?\)/g, (match, path: string) => {
    const found = path
      .split('-')
      .reduce<unknown>(
        (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
        scheme,
      );
    return typeof found === 'string' ? found : match;
  });
}

export default function ShadowScale() {
  const [mode, setMode] = React.useState<'light' | 'dark'>('light');
  const scheme = theme.colorSchemes[mode];

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="sm"
        aria-label="Colour scheme"
        value={mode}
        onChange={(_event, value) => value && setMode(value)}>
        <Button value="light">Light</Button>
        <Button value="dark">Dark</Button>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
        {schemeTokens.map((token) => (
          <Typography key={token} level="body-sm">
            <code>{token}</code>: <code>{resolve(`var(--joy-${token})`, scheme)}</code>
          </Typography>
        ))}
      </Stack>
      <Box
        sx={{
          p: 3,
          borderRadius: 'md',
          display: 'grid',
          gap: 3,
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          // The scheme's own surfaces, so the shadows look as they do in that scheme.
          bgcolor: resolve(scheme.palette.background.surface, scheme),
          color: resolve(scheme.palette.text.primary, scheme),
        }}>
        {Object.entries(theme.shadow).map(([key, definition]) => {
          const value = resolve(String(definition), scheme);
          return (
            <Box
              key={key}
              sx={{
                p: 2,
                borderRadius: 'sm',
                bgcolor: resolve(scheme.palette.background.body, scheme),
                boxShadow: value,
              }}>
              <strong>shadow.{key}</strong>
              <Box component="code" sx={{display: 'block', mt: 1, fontSize: 'xs', wordBreak: 'break-word'}}>
                {value}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
