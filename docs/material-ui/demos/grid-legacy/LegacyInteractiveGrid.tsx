import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import GridLegacy, {GridLegacyDirection} from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
} as const;

type Setting = keyof typeof options;

const heights = [48, 80, 64];

export default function LegacyInteractiveGrid() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{bgcolor: 'action.hover', p: 2}}>
        <GridLegacy
          container
          spacing={2}
          direction={settings.direction as GridLegacyDirection}
          sx={{
            justifyContent: settings.justifyContent,
            alignItems: settings.alignItems,
            minHeight: 260,
          }}>
          {heights.map((height, index) => (
            <GridLegacy key={height} item>
              <Paper variant="outlined" sx={{width: 80, height, display: 'grid', placeItems: 'center'}}>
                Cell {index + 1}
              </Paper>
            </GridLegacy>
          ))}
        </GridLegacy>
      </Box>
      <Box sx={{mt: 3, display: 'flex', flexDirection: 'column', gap: 2}}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <FormControl key={setting}>
            <FormLabel id={`legacy-interactive-${setting}`}>{setting}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`legacy-interactive-${setting}`}
              name={`legacy-interactive-${setting}`}
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
