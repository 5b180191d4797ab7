import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function FollowCursorTooltip() {
  return (
    <Box sx={{maxWidth: 420, mx: 'auto'}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Storage
      </Typography>
      {/* The tooltip moves with the pointer along the bar instead of sitting below it. */}
      <Tooltip title="48 GB of 64 GB used" followCursor>
        <LinearProgress variant="determinate" value={75} sx={{height: 16, borderRadius: 1}} />
      </Tooltip>
    </Box>
  );
}
