import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';

const tiles = ['Inbox', 'Drafts', 'Archive'];

export default function GrowDemo() {
  const [checked, setChecked] = React.useState(false);

  return (
    <Box sx={{minHeight: 140}}>
      <FormControlLabel control={<Switch checked={checked} onChange={() => setChecked((prev) => !prev)} />} label="Show folders" />
      <Box sx={{display: 'flex', gap: 2}}>
        {tiles.map((tile, index) => (
          <Grow
            key={tile}
            in={checked}
            style={{transformOrigin: '0 0 0'}}
            // Stagger the tiles: each one starts 150ms after the previous one.
            {...(checked ? {timeout: 300 + index * 150} : {})}>
            <Paper elevation={3} sx={{width: 90, height: 70, display: 'grid', placeItems: 'center'}}>
              {tile}
            </Paper>
          </Grow>
        ))}
      </Box>
    </Box>
  );
}
