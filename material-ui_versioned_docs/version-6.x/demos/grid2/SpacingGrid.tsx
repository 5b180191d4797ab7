import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

const spacings = [0, 0.5, 1, 2, 3, 4];

export default function SpacingGrid() {
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <Grid container spacing={spacing} sx={{justifyContent: 'center'}}>
        {['First', 'Second', 'Third'].map((label) => (
          <Grid key={label}>
            <Paper variant="outlined" sx={{width: 96, height: 96, display: 'grid', placeItems: 'center'}}>
              {label}
            </Paper>
          </Grid>
        ))}
      </Grid>
      <FormControl>
        <FormLabel id="grid2-spacing-label">spacing</FormLabel>
        <RadioGroup
          row
          aria-labelledby="grid2-spacing-label"
          name="grid2-spacing"
          value={String(spacing)}
          onChange={(event) => setSpacing(Number(event.target.value))}>
          {spacings.map((value) => (
            <FormControlLabel key={value} value={String(value)} control={<Radio />} label={String(value)} />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
