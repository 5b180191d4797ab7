import * as React from 'react';
import Box from '@mui/system/Box';
import {useTheme, type Theme} from '@mui/material/styles';
import {unstable_defaultSxConfig as defaultSxConfig, type SxConfigRecord} from '@mui/system/styleFunctionSx';

interface Row {
  key: string;
  cssProperty: string;
  themeKey: string;
}

// The first value a style function writes for `{[key]: value}`.
function firstOutput(key: string, config: SxConfigRecord, theme: Theme, value: unknown): unknown {
  return Object.values(config.style?.({[key]: value, theme}) ?? {})[0];
}

function describe(key: string, config: SxConfigRecord, theme: Theme): Row {
  let cssProperty: string = key;
  if (config.cssProperty === false) {
    cssProperty = '(a style object)';
  } else if (config.cssProperty) {
    cssProperty = config.cssProperty;
  } else if (config.style) {
    cssProperty = Object.keys(config.style({[key]: 1, theme}) ?? {}).join(', ');
  }

  let themeKey = config.themeKey ?? '';
  const breakpoint = theme.breakpoints.keys[1];
  if (!themeKey && config.style) {
    if (firstOutput(key, config, theme, 1) === theme.spacing(1)) {
      themeKey = 'spacing';
    } else if (breakpoint && firstOutput(key, config, theme, breakpoint) === theme.breakpoints.values[breakpoint]) {
      themeKey = 'breakpoints.values';
    }
  }
  return {key, cssProperty, themeKey};
}

const cellSx = {px: 1.5, py: 0.75, textAlign: 'left', borderBottom: 1, borderColor: 'divider'} as const;

export default function SxPropertiesTable() {
  const theme = useTheme();
  const filterId = React.useId();
  const [filter, setFilter] = React.useState('');

  const rows = Object.entries(defaultSxConfig).map(([key, config]) => describe(key, config, theme));
  const query = filter.trim().toLowerCase();
  const visible = rows.filter((row) =>
    [row.key, row.cssProperty, row.themeKey].some((text) => text.toLowerCase().includes(query)),
  );

  return (
    <Box sx={{width: '100%'}}>
      <Box component="label" htmlFor={filterId} sx={{display: 'block', typography: 'body2', mb: 0.5}}>
        Filter by key, CSS property or theme key
      </Box>
      <Box
        component="input"
        id={filterId}
        type="search"
        value={filter}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setFilter(event.target.value)}
        placeholder="e.g. palette, margin, shadows"
        sx={{
          width: '100%',
          maxWidth: 320,
          mb: 2,
          px: 1.5,
          py: 1,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
      <Box
        role="region"
        aria-label="sx properties"
        tabIndex={0}
        sx={{maxHeight: 420, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1}}>
        <Box component="table" sx={{width: '100%', borderCollapse: 'collapse', typography: 'body2'}}>
          <Box component="caption" sx={{captionSide: 'bottom', p: 1.5, color: 'text.secondary', textAlign: 'left'}}>
            {visible.length} of {rows.length} keys of the default sx configuration
          </Box>
          <thead>
            <tr>
              {['sx key', 'CSS property', 'Theme key'].map((label) => (
                <Box
                  component="th"
                  key={label}
                  scope="col"
                  sx={{...cellSx, position: 'sticky', top: 0, bgcolor: 'background.paper', fontWeight: 'bold'}}>
                  {label}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={row.key}>
                <Box component="th" scope="row" sx={{...cellSx, fontFamily: 'monospace', fontWeight: 'normal'}}>
                  {row.key}
                </Box>
                <Box component="td" sx={{...cellSx, fontFamily: 'monospace'}}>
                  {row.cssProperty}
                </Box>
                <Box component="td" sx={{...cellSx, fontFamily: 'monospace', color: 'text.secondary'}}>
                  {row.themeKey || '—'}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
