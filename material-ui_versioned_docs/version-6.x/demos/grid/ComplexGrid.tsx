import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ComplexGrid() {
  return (
    <Paper variant="outlined" sx={{p: 2, maxWidth: 520, width: '100%'}}>
      <Grid container spacing={2}>
        <Grid item>
          <Box
            role="img"
            aria-label="Blue ceramic mug"
            sx={{width: 112, height: 112, borderRadius: 1, bgcolor: 'primary.light'}}
          />
        </Grid>
        <Grid item xs={12} sm container>
          <Grid item xs container direction="column" spacing={2}>
            <Grid item xs>
              <Typography variant="subtitle1" component="h3">
                Ceramic mug
              </Typography>
              <Typography variant="body2">350 ml, dishwasher safe</Typography>
              <Typography variant="body2" sx={{color: 'text.secondary'}}>
                SKU 20481
              </Typography>
            </Grid>
            <Grid item>
              <Button size="small">Remove</Button>
            </Grid>
          </Grid>
          <Grid item>
            <Typography variant="subtitle1" component="p">
              $14.00
            </Typography>
          </Grid>
        </Grid>
      </Grid>
    </Paper>
  );
}
