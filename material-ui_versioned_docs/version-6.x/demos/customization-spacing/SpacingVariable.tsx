import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';
// v6 types `theme.vars` only once the CSS theme variables augmentation is loaded; an app
// imports it once, in any file that its tsconfig includes.
import type {} from '@mui/material/themeCssVarsAugmentation';

const items = ['Invoices', 'Receipts', 'Contracts'];

export default function SpacingVariable() {
  const theme = useTheme();
  const [unit, setUnit] = React.useState(8);

  // Needs a theme created with `cssVariables`: theme.spacing() then refers to
  // var(--mui-spacing), which any element can redefine for its subtree.
  if (!theme.vars) {
    return <Typography>This demo needs a theme created with the cssVariables option.</Typography>;
  }

  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 460}}>
      <div>
        <Typography id="spacing-unit-label" variant="body2" gutterBottom>
          --mui-spacing: {unit}px
        </Typography>
        <Slider
          aria-labelledby="spacing-unit-label"
          value={unit}
          // v6 types the value as `number | number[]`; this slider has a single thumb.
          onChange={(_event, value) => setUnit(value as number)}
          min={4}
          max={12}
          step={1}
          marks
        />
      </div>
      {/* Only this Box and its children see the new unit. */}
      <Box style={{'--mui-spacing': `${unit}px`} as React.CSSProperties}>
        <Paper variant="outlined" sx={{p: 2}}>
          <Stack spacing={1.5}>
            {items.map((item) => (
              <Box key={item} sx={{px: 2, py: 1, bgcolor: 'action.hover', borderRadius: 1}}>
                {item}
              </Box>
            ))}
          </Stack>
          <Stack direction="row" spacing={1} sx={{mt: 2, justifyContent: 'flex-end'}}>
            <Button>Cancel</Button>
            <Button variant="contained">Upload</Button>
          </Stack>
        </Paper>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Padding, gaps and margins written in spacing units follow the slider; the buttons keep their own
        padding, which Button sets in pixels.
      </Typography>
    </Stack>
  );
}
