import * as React from 'react';
import Box from '@mui/system/Box';
import {useTheme, type Theme} from '@mui/material/styles';
// Adds theme.vars and the other CSS-variables fields to Material UI's Theme type.
import type {} from '@mui/material/themeCssVarsAugmentation';

/** A few tokens of the theme, as the var() references stored in theme.vars. */
function getTokens(theme: Theme) {
  return [
    {path: 'palette.primary.main', reference: theme.vars.palette.primary.main, swatch: true},
    {path: 'palette.background.paper', reference: theme.vars.palette.background.paper, swatch: true},
    {path: 'palette.text.primary', reference: theme.vars.palette.text.primary, swatch: true},
    {path: 'shape.borderRadius', reference: String(theme.vars.shape.borderRadius), swatch: false},
    {path: 'spacing', reference: theme.vars.spacing, swatch: false},
  ];
}

/** The variable name inside a `var(--name, fallback)` reference. */
function variableName(reference: string) {
  return /var\((--[^,)]+)/.exec(reference)?.[1] ?? '';
}

const cellSx = {py: 0.75, pr: 2, textAlign: 'left', verticalAlign: 'top', borderBottom: 1, borderColor: 'divider'} as const;

export default function ThemeVarsTokens() {
  const theme = useTheme();
  const tokens = React.useMemo(() => getTokens(theme), [theme]);

  // Current values of the variables on <html>, read in the browser and again when the mode changes.
  const [values, setValues] = React.useState<Record<string, string>>({});
  React.useEffect(() => {
    const root = document.documentElement;
    const read = () => {
      const style = window.getComputedStyle(root);
      setValues(
        Object.fromEntries(tokens.map(({reference}) => [reference, style.getPropertyValue(variableName(reference)).trim()])),
      );
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, {attributes: true, attributeFilter: ['data-theme']});
    return () => observer.disconnect();
  }, [tokens]);

  return (
    <Box sx={{width: '100%', overflowX: 'auto'}}>
      <Box component="table" sx={{borderCollapse: 'collapse', fontSize: 13, width: '100%'}}>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cellSx}>
              theme.vars.…
            </Box>
            <Box component="th" scope="col" sx={cellSx}>
              Value in the theme
            </Box>
            <Box component="th" scope="col" sx={cellSx}>
              Current value
            </Box>
          </tr>
        </thead>
        <tbody>
          {tokens.map(({path, reference, swatch}) => (
            <tr key={path}>
              <Box component="td" sx={cellSx}>
                <code>{path}</code>
              </Box>
              <Box component="td" sx={{...cellSx, overflowWrap: 'anywhere'}}>
                <code>{reference}</code>
              </Box>
              <Box component="td" sx={cellSx}>
                <Box sx={{display: 'flex', alignItems: 'center', gap: 1}}>
                  {swatch ? (
                    <Box
                      aria-hidden
                      sx={{width: 16, height: 16, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 0.5}}
                      style={{backgroundColor: reference}}
                    />
                  ) : null}
                  <code>{values[reference] || '…'}</code>
                </Box>
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
