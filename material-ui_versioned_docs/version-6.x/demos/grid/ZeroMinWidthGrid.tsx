import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const message =
  'Reminder: the quarterly planning meeting moved to Thursday afternoon, please update your calendars and agendas.';

export default function ZeroMinWidthGrid() {
  return (
    <Box sx={{width: '100%', maxWidth: 420}}>
      <Paper variant="outlined" sx={{p: 2, mb: 2}}>
        <Grid container spacing={2} wrap="nowrap">
          <Grid item>
            <Avatar>W</Avatar>
          </Grid>
          <Grid item xs>
            <Typography noWrap>Without zeroMinWidth: {message}</Typography>
          </Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{p: 2}}>
        <Grid container spacing={2} wrap="nowrap">
          <Grid item>
            <Avatar>Z</Avatar>
          </Grid>
          <Grid item xs zeroMinWidth>
            <Typography noWrap>With zeroMinWidth: {message}</Typography>
          </Grid>
        </Grid>
      </Paper>
    </Box>
  );
}
