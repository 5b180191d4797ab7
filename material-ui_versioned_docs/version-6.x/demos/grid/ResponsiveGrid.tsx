import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const teams = ['Design', 'Engineering', 'Marketing', 'Support'];

export default function ResponsiveGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <Grid container spacing={{xs: 1, md: 2}}>
        {teams.map((team) => (
          <Grid item key={team} xs={12} sm={6} md={3}>
            <Paper variant="outlined" sx={{p: 2}}>
              <Typography variant="subtitle2">{team}</Typography>
              <Typography variant="caption" sx={{color: 'text.secondary'}}>
                xs 12, sm 6, md 3
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
