import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
  spacing: ['0', '1', '2', '4'],
} as const;

type Setting = keyof typeof options;
type Direction = (typeof options.direction)[number];

const heights = [40, 72, 56];

export default function InteractiveStack() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
    spacing: '2',
  });

  return (
    <Box sx={{width: '100%'}}>
      <Stack
        direction={settings.direction as Direction}
        spacing={Number(settings.spacing)}
        sx={{
          justifyContent: settings.justifyContent,
          alignItems: settings.alignItems,
          minHeight: 240,
          p: 2,
          bgcolor: 'action.hover',
        }}>
        {heights.map((height, index) => (
          <Paper key={height} variant="outlined" sx={{minWidth: 72, height, display: 'grid', placeItems: 'center'}}>
            Item {index + 1}
          </Paper>
        ))}
      </Stack>
      <Box sx={{mt: 3, display: 'flex', flexDirection: 'column', gap: 2}}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <FormControl key={setting}>
            <FormLabel id={`stack-interactive-${setting}`}>{setting}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`stack-interactive-${setting}`}
              name={`stack-interactive-${setting}`}
              value={settings[setting]}
              onChange={(event) => setSettings((prev) => ({...prev, [setting]: event.target.value}))}>
              {options[setting].map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}
