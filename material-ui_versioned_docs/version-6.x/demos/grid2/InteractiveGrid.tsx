import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch'],
} as const;

type Setting = keyof typeof options;

export default function InteractiveGrid() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });

  return (
    <Box sx={{width: '100%'}}>
      <Grid
        container
        spacing={2}
        direction={settings.direction as Direction}
        sx={{
          justifyContent: settings.justifyContent,
          alignItems: settings.alignItems,
          minHeight: 240,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}>
        {[48, 96, 72].map((height, index) => (
          <Grid key={height}>
            <Paper variant="outlined" sx={{p: 1.5, minWidth: 72, minHeight: height, textAlign: 'center'}}>
              Cell {index + 1}
            </Paper>
          </Grid>
        ))}
      </Grid>
      {(Object.keys(options) as Setting[]).map((setting) => (
        <FormControl key={setting} sx={{display: 'block', mt: 2}}>
          <FormLabel id={`interactive-grid2-${setting}`}>{setting}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`interactive-grid2-${setting}`}
            name={`interactive-grid2-${setting}`}
            value={settings[setting]}
            onChange={(event) => setSettings((previous) => ({...previous, [setting]: event.target.value}))}>
            {options[setting].map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
      ))}
    </Box>
  );
}
