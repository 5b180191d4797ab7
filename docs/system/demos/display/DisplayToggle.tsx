import * as React from 'react';
import Box from '@mui/system/Box';

type Mode = 'display-none' | 'visibility-hidden';

const boxSx = {
  p: 2,
  borderRadius: 1,
  textAlign: 'center',
  fontSize: 14,
  border: 1,
  borderColor: 'divider',
} as const;

export default function DisplayToggle() {
  const [hidden, setHidden] = React.useState(false);
  const [mode, setMode] = React.useState<Mode>('display-none');
  const name = React.useId();

  const hiddenSx = mode === 'display-none' ? ({display: 'none'} as const) : ({visibility: 'hidden'} as const);

  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%', maxWidth: 480}}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, fontSize: 14}}>
        <Box
          component="fieldset"
          sx={{display: 'flex', gap: 2, m: 0, px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1}}>
          <legend>Hide with</legend>
          {(['display-none', 'visibility-hidden'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name={name} value={value} checked={mode === value} onChange={() => setMode(value)} />{' '}
              {value === 'display-none' ? "display: 'none'" : "visibility: 'hidden'"}
            </label>
          ))}
        </Box>
        <button type="button" onClick={() => setHidden((value) => !value)}>
          {hidden ? 'Show' : 'Hide'} the middle box
        </button>
      </Box>
      <Box sx={{display: 'flex', gap: 1}}>
        <Box sx={{...boxSx, flex: 1}}>First</Box>
        <Box sx={{...boxSx, flex: 1, bgcolor: 'action.selected', ...(hidden ? hiddenSx : {})}}>Middle</Box>
        <Box sx={{...boxSx, flex: 1}}>Last</Box>
      </Box>
    </Box>
  );
}
