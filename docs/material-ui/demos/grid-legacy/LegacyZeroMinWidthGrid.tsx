import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const message =
  'Reminder: the quarterly planning meeting moved to Thursday afternoon, please update your calendars and agendas.';

export default function LegacyZeroMinWidthGrid() {
  return (
    <Box sx={{width: '100%', maxWidth: 420}}>
      <Paper variant="outlined" sx={{p: 2, mb: 2}}>
        <GridLegacy container spacing={2} wrap="nowrap">
          <GridLegacy item>
            <Avatar>W</Avatar>
          </GridLegacy>
          <GridLegacy item xs>
            <Typography noWrap>Without zeroMinWidth: {message}</Typography>
          </GridLegacy>
        </GridLegacy>
      </Paper>
      <Paper variant="outlined" sx={{p: 2}}>
        <GridLegacy container spacing={2} wrap="nowrap">
          <GridLegacy item>
            <Avatar>Z</Avatar>
          </GridLegacy>
          <GridLegacy item xs zeroMinWidth>
            <Typography noWrap>With zeroMinWidth: {message}</Typography>
          </GridLegacy>
        </GridLegacy>
      </Paper>
    </Box>
  );
}
