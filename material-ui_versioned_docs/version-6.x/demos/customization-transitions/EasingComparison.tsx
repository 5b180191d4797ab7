import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';

const curves = ['easeInOut', 'easeOut', 'easeIn', 'sharp'] as const;

export default function EasingComparison() {
  const theme = useTheme();
  const [moved, setMoved] = React.useState(false);
  const [slow, setSlow] = React.useState(false);
  // The same duration for every row, so only the easing curve differs.
  const duration = theme.transitions.duration.complex * (slow ? 4 : 1);

  return (
    <Stack spacing={2} sx={{width: '100%', maxWidth: 520}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center', flexWrap: 'wrap'}} useFlexGap>
        <Button variant="contained" onClick={() => setMoved((value) => !value)}>
          {moved ? 'Move back' : 'Move'}
        </Button>
        <FormControlLabel
          control={<Switch checked={slow} onChange={(event) => setSlow(event.target.checked)} />}
          label="Slow motion (4x)"
        />
      </Stack>
      {curves.map((curve) => (
        <div key={curve}>
          <Typography variant="body2" component="div" sx={{fontFamily: 'monospace'}}>
            easing.{curve}, {duration}ms
          </Typography>
          <Box aria-hidden sx={{height: 24, borderRadius: 12, bgcolor: 'action.hover', overflow: 'hidden'}}>
            {/* This strip is as wide as the track minus the dot, so translateX(100%) ends at the far edge. */}
            <Box
              sx={{
                width: 'calc(100% - 24px)',
                height: '100%',
                transform: moved ? 'translateX(100%)' : 'none',
                transition: theme.transitions.create('transform', {
                  duration,
                  easing: theme.transitions.easing[curve],
                }),
              }}>
              <Box sx={{width: 24, height: 24, borderRadius: '50%', bgcolor: 'primary.main'}} />
            </Box>
          </Box>
        </div>
      ))}
    </Stack>
  );
}
