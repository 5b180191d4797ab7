import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';

export default function ZoomDemo() {
  const [checked, setChecked] = React.useState(true);

  return (
    <Box>
      <FormControlLabel control={<Switch checked={checked} onChange={() => setChecked((prev) => !prev)} />} label="Show actions" />
      <Box sx={{display: 'flex', gap: 2, minHeight: 64, alignItems: 'center'}}>
        <Zoom in={checked}>
          <Fab color="primary" aria-label="New note">
            <AddIcon />
          </Fab>
        </Zoom>
        <Zoom in={checked} style={{transitionDelay: checked ? '120ms' : '0ms'}}>
          <Fab color="secondary" aria-label="Edit note">
            <EditIcon />
          </Fab>
        </Zoom>
      </Box>
    </Box>
  );
}
