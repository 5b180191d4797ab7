import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import {extendTheme} from '@mui/joy/styles';
import * as React from 'react';

const theme = extendTheme();
const palettes = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

/** Black or white, whichever reads better on the hex colour (WCAG relative luminance). */
function textOn(hex: string) {
  const channels = [1, 3, 5].map((start) => {
    const c = parseInt(hex.slice(start, start + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#000' : '#fff';
}

export default function ColorScales() {
  const [scheme, setScheme] = React.useState<'light' | 'dark'>('light');
  const palette = theme.colorSchemes[scheme].palette;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="sm"
        aria-label="Colour scheme"
        value={scheme}
        onChange={(_event, value) => value && setScheme(value)}>
        <Button value="light">Light</Button>
        <Button value="dark">Dark</Button>
      </ToggleButtonGroup>
      {palettes.map((name) => (
        <div key={name}>
          <Typography level="title-sm" component="p" sx={{mb: 0.5}}>
            {name}
          </Typography>
          <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 0.5}}>
            {shades.map((shade) => {
              const value = palette[name][shade];
              return (
                <Box key={shade} sx={{p: 1, borderRadius: 'sm', bgcolor: value, color: textOn(value), fontSize: 'xs'}}>
                  <strong>{shade}</strong>
                  <br />
                  {value}
                </Box>
              );
            })}
          </Box>
        </div>
      ))}
    </Stack>
  );
}
