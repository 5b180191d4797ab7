import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

// Only rendered in the browser: the server cannot know the reader's time zone or locale.
function LocalTime() {
  const now = new Date();
  return (
    <Typography variant="h5" component="p">
      {now.toLocaleTimeString(undefined, {hour: '2-digit', minute: '2-digit'})}
    </Typography>
  );
}

export default function LocalTimeNoSsr() {
  return (
    <Paper variant="outlined" sx={{p: 2, width: 240}}>
      <Typography variant="caption" sx={{color: 'text.secondary'}}>
        Page opened at (your time)
      </Typography>
      <NoSsr fallback={<Skeleton variant="text" width={90} sx={{fontSize: '1.5rem'}} />}>
        <LocalTime />
      </NoSsr>
    </Paper>
  );
}
