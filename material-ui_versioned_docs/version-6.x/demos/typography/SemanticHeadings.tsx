import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function SemanticHeadings() {
  return (
    <Paper variant="outlined" sx={{p: 2, maxWidth: 480}}>
      {/* An h2 in the document outline, styled like a smaller h5. */}
      <Typography variant="h5" component="h2" gutterBottom>
        Opening hours
      </Typography>
      <Typography variant="body1" gutterBottom>
        The library is open every day except public holidays. Quiet study rooms can be booked at the
        front desk.
      </Typography>
      <Typography variant="subtitle2" component="h3">
        Weekdays
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        9:00 to 20:00
      </Typography>
      <Typography variant="subtitle2" component="h3">
        Weekends
      </Typography>
      <Typography variant="body2" color="text.secondary">
        10:00 to 17:00
      </Typography>
    </Paper>
  );
}
