import * as React from 'react';
import Box from '@mui/system/Box';
import {useTheme, type SxProps, type Theme} from '@mui/material/styles';
import {unstable_defaultSxConfig as defaultSxConfig} from '@mui/system/styleFunctionSx';

// Numbers, arrays and objects are read as JSON; anything else stays a string.
function parseValue(raw: string): unknown {
  const text = raw.trim();
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const fieldSx = {
  px: 1.5,
  py: 1,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;

export default function SxInspector() {
  const theme = useTheme();
  const keyId = React.useId();
  const valueId = React.useId();
  const [key, setKey] = React.useState('p');
  const [raw, setRaw] = React.useState('2');

  let output: string;
  try {
    const css = theme.unstable_sx({[key]: parseValue(raw)} as SxProps<Theme>);
    output = JSON.stringify(css, null, 2);
  } catch (error) {
    output = error instanceof Error ? error.message : String(error);
  }

  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%'}}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2}}>
        <Box sx={{display: 'grid', gap: 0.5}}>
          <Box component="label" htmlFor={keyId} sx={{typography: 'body2'}}>
            sx key
          </Box>
          <Box
            component="select"
            id={keyId}
            value={key}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) => setKey(event.target.value)}
            sx={fieldSx}>
            {Object.keys(defaultSxConfig).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Box>
        </Box>
        <Box sx={{display: 'grid', gap: 0.5, flex: 1, minWidth: 200}}>
          <Box component="label" htmlFor={valueId} sx={{typography: 'body2'}}>
            Value (text, number or JSON)
          </Box>
          <Box
            component="input"
            id={valueId}
            value={raw}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => setRaw(event.target.value)}
            sx={fieldSx}
          />
        </Box>
      </Box>
      <Box
        component="pre"
        aria-live="polite"
        sx={{
          m: 0,
          p: 2,
          overflow: 'auto',
          borderRadius: 1,
          bgcolor: 'action.hover',
          typography: 'body2',
          fontFamily: 'monospace',
        }}>
        {output}
      </Box>
    </Box>
  );
}
