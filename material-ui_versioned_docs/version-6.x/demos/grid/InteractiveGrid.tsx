import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid, {GridDirection} from '@mui/material/Grid';
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

export default function InteractiveGrid() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{bgcolor: 'action.hover', p: 2}}>
        <Grid
          container
          spacing={2}
          direction={settings.direction as GridDirection}
          sx={{
            justifyContent: settings.justifyContent,
            alignItems: settings.alignItems,
            minHeight: 260,
          }}>
          {heights.map((height, index) => (
            <Grid key={height} item>
              <Paper variant="outlined" sx={{width: 80, height, display: 'grid', placeItems: 'center'}}>
                Cell {index + 1}
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Box sx={{mt: 3, display: 'flex', flexDirection: 'column', gap: 2}}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <FormControl key={setting}>
            <FormLabel id={`grid-interactive-${setting}`}>{setting}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`grid-interactive-${setting}`}
              name={`grid-interactive-${setting}`}
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
