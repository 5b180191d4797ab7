import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import {useTheme} from '@mui/material/styles';

export default function TransitionTiming() {
  const theme = useTheme();
  const [shown, setShown] = React.useState(true);
  const [appear, setAppear] = React.useState(true);
  // Changing the key mounts a fresh Grow, which is when `appear` matters.
  const [mountKey, setMountKey] = React.useState(0);

  return (
    <Box>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2}}>
        <FormControlLabel control={<Switch checked={shown} onChange={() => setShown((prev) => !prev)} />} label="Shown" />
        <FormControlLabel control={<Switch checked={appear} onChange={() => setAppear((prev) => !prev)} />} label="Animate on mount (appear)" />
        <Button
          variant="outlined"
          onClick={() => {
            setShown(true);
            setMountKey((prev) => prev + 1);
          }}>
          Mount again
        </Button>
      </Box>
      <Box sx={{minHeight: 100}}>
        <Grow
          key={mountKey}
          in={shown}
          appear={appear}
          // Slow, decelerating entrance; short, accelerating exit.
          timeout={{enter: 900, exit: 200}}
          easing={{enter: theme.transitions.easing.easeOut, exit: theme.transitions.easing.easeIn}}
          style={{transformOrigin: '0 0 0'}}>
          <Paper elevation={3} sx={{width: 220, p: 2}}>
            Enters in 900 ms, leaves in 200 ms.
          </Paper>
        </Grow>
      </Box>
    </Box>
  );
}
