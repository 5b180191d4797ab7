import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const spacings = [0, 1, 2, 3, 4];

export default function LegacySpacingGrid() {
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Box sx={{width: '100%'}}>
      <GridLegacy container spacing={spacing} sx={{justifyContent: 'center'}}>
        {['One', 'Two', 'Three'].map((label) => (
          <GridLegacy key={label} item>
            <Paper variant="outlined" sx={{width: 96, height: 96, display: 'grid', placeItems: 'center'}}>
              {label}
            </Paper>
          </GridLegacy>
        ))}
      </GridLegacy>
      <FormControl sx={{mt: 3}}>
        <FormLabel id="legacy-spacing-label">spacing</FormLabel>
        <RadioGroup
          row
          aria-labelledby="legacy-spacing-label"
          name="legacy-spacing"
          value={String(spacing)}
          onChange={(event) => setSpacing(Number(event.target.value))}>
          {spacings.map((value) => (
            <FormControlLabel key={value} value={String(value)} control={<Radio />} label={String(value)} />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
