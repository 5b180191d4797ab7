import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

const itemSx = {px: 1.5, py: 1} as const;

export default function FlexDivider() {
  return (
    <Box sx={{display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start'}}>
      {/* flexItem stretches the vertical line to the height of the row. */}
      <Box sx={{display: 'inline-flex', border: 1, borderColor: 'divider', borderRadius: 1}}>
        <Typography variant="body2" sx={itemSx}>
          12 files
        </Typography>
        <Divider orientation="vertical" flexItem />
        <Typography variant="body2" sx={itemSx}>
          3.4 MB
        </Typography>
        <Divider orientation="vertical" flexItem />
        <Typography variant="body2" sx={itemSx}>
          Saved 2 minutes ago
        </Typography>
      </Box>
      {/* variant="middle" leaves a gap above and below a vertical line. */}
      <Box sx={{display: 'inline-flex', border: 1, borderColor: 'divider', borderRadius: 1}}>
        <Typography variant="body2" sx={itemSx}>
          Draft
        </Typography>
        <Divider orientation="vertical" variant="middle" flexItem />
        <Typography variant="body2" sx={itemSx}>
          Edited by Ada
        </Typography>
      </Box>
    </Box>
  );
}
