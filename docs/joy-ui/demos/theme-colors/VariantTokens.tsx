import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import {extendTheme} from '@mui/joy/styles';
import * as React from 'react';

const theme = extendTheme();
const palettes = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
type PaletteName = (typeof palettes)[number];

/** Replaces `var(--joy-palette-…, fallback)` with the value the scheme defines for that token. */
function resolve(value: string, palette: object): string {
  return value.replace(/var\(--joy-palette-([\w-]+)(?:,[^()]*)?\)/g, (match, path: string) => {
    const found = path
      .split('-')
      .reduce<unknown>(
        (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
        palette,
      );
    return typeof found === 'string' ? found : match;
  });
}

export default function VariantTokens() {
  const [scheme, setScheme] = React.useState<'light' | 'dark'>('light');
  const [name, setName] = React.useState<PaletteName>('primary');
  const palette = theme.colorSchemes[scheme].palette;
  // Every token that is not a step of the 50–900 scale: variant tokens and channels.
  const tokens = Object.entries(palette[name]).filter(([token]) => !/^\d+$/.test(token));

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <Select
          size="sm"
          value={name}
          onChange={(_event, value) => value && setName(value)}
          slotProps={{button: {'aria-label': 'Palette'}}}>
          {palettes.map((option) => (
            <Option key={option} value={option}>
              {option}
            </Option>
          ))}
        </Select>
        <ToggleButtonGroup
          size="sm"
          aria-label="Colour scheme"
          value={scheme}
          onChange={(_event, value) => value && setScheme(value)}>
          <Button value="light">Light</Button>
          <Button value="dark">Dark</Button>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{overflowX: 'auto'}}>
        <Table size="sm" aria-label={`${name} tokens in the ${scheme} scheme`} sx={{minWidth: 520}}>
          <thead>
            <tr>
              <th style={{width: '32%'}}>Token</th>
              <th>Defined as</th>
              <th style={{width: '24%'}}>Value</th>
            </tr>
          </thead>
          <tbody>
            {tokens.map(([token, value]) => {
              const resolved = resolve(String(value), palette);
              const isChannel = token.endsWith('Channel');
              return (
                <tr key={token}>
                  <td>
                    <code>{`palette.${name}.${token}`}</code>
                  </td>
                  <td>
                    <code>{String(value)}</code>
                  </td>
                  <td>
                    <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
                      <Box
                        aria-hidden
                        sx={{
                          width: 16,
                          height: 16,
                          flexShrink: 0,
                          borderRadius: 'xs',
                          border: '1px solid',
                          borderColor: 'divider',
                          bgcolor: isChannel ? `rgb(${resolved})` : resolved,
                        }}
                      />
                      <code>{resolved}</code>
                    </Stack>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Box>
    </Stack>
  );
}
