import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {keyframes} from '@mui/material/styles';

const pulse = keyframes`
  from { transform: scale(1); }
  to { transform: scale(1.25); }
`;

export default function ReducedMotionQuery() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 2}}>
      <Box
        aria-hidden
        sx={{
          width: 24,
          height: 24,
          borderRadius: '50%',
          bgcolor: 'error.main',
          animation: reduceMotion ? 'none' : `${pulse} 800ms ease-in-out infinite alternate`,
        }}
      />
      <Typography variant="body2">
        {reduceMotion ? 'Reduced motion is on: the live indicator stays still.' : 'Live: recording in progress.'}
      </Typography>
    </Box>
  );
}
