import * as React from 'react';
import Box from '@mui/system/Box';

const keys = ['p', 'pt', 'pr', 'pb', 'pl', 'px', 'py', 'm', 'mt', 'mr', 'mb', 'ml', 'mx', 'my'] as const;

const fieldSx = {
  px: 1,
  py: 0.5,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;

export default function SpacingDirections() {
  const keyId = React.useId();
  const factorId = React.useId();
  const [key, setKey] = React.useState<(typeof keys)[number]>('px');
  const [factor, setFactor] = React.useState(3);

  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%', maxWidth: 420}}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, fontSize: 14}}>
        <Box component="label" htmlFor={keyId}>
          Key
        </Box>
        <Box
          component="select"
          id={keyId}
          value={key}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
            setKey(event.target.value as (typeof keys)[number])
          }
          sx={fieldSx}>
          {keys.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Box>
        <Box component="label" htmlFor={factorId}>
          Factor: {factor}
        </Box>
        <input
          id={factorId}
          type="range"
          min={0}
          max={6}
          value={factor}
          onChange={(event) => setFactor(Number(event.target.value))}
        />
      </Box>
      <Box component="code" sx={{fontSize: 14}}>
        {`sx={{ ${key}: ${factor} }}`}
      </Box>
      {/* flow-root keeps the inner margins inside the dashed container. */}
      <Box sx={{display: 'flow-root', border: '1px dashed', borderColor: 'text.secondary', bgcolor: 'action.hover'}}>
        <Box sx={{[key]: factor, bgcolor: 'primary.main'}}>
          <Box sx={{p: 1, bgcolor: 'background.paper', textAlign: 'center', fontSize: 14}}>Content</Box>
        </Box>
      </Box>
    </Box>
  );
}
