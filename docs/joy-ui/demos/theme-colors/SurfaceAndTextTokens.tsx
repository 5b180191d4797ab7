import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import {extendTheme} from '@mui/joy/styles';
import * as React from 'react';

const theme = extendTheme();

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

export default function SurfaceAndTextTokens() {
  const [scheme, setScheme] = React.useState<'light' | 'dark'>('light');
  const palette = theme.colorSchemes[scheme].palette;
  const rows: [string, string][] = [
    ...Object.entries(palette.background).map(([key, value]): [string, string] => [`background.${key}`, String(value)]),
    ...Object.entries(palette.text).map(([key, value]): [string, string] => [`text.${key}`, String(value)]),
    ...Object.entries(palette.common).map(([key, value]): [string, string] => [`common.${key}`, String(value)]),
    ['divider', palette.divider],
    ['focusVisible', palette.focusVisible],
  ];

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
      <Box sx={{overflowX: 'auto'}}>
        <Table size="sm" aria-label={`Surface and text tokens in the ${scheme} scheme`} sx={{minWidth: 520}}>
          <thead>
            <tr>
              <th style={{width: '28%'}}>Token</th>
              <th>Defined as</th>
              <th style={{width: '30%'}}>Value</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([token, value]) => {
              const resolved = resolve(value, palette);
              return (
                <tr key={token}>
                  <td>
                    <code>{`palette.${token}`}</code>
                  </td>
                  <td>
                    <code>{value}</code>
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
                          bgcolor: resolved,
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
