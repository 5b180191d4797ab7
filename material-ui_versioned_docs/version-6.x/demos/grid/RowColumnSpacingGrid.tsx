import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const cells = ['Inbox', 'Drafts', 'Sent', 'Archive', 'Spam', 'Trash'];

export default function RowColumnSpacingGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <Grid container rowSpacing={1} columnSpacing={{xs: 1, sm: 2, md: 4}}>
        {cells.map((cell) => (
          <Grid item key={cell} xs={6} md={4}>
            <Paper variant="outlined" sx={{p: 1.5, textAlign: 'center'}}>
              {cell}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
