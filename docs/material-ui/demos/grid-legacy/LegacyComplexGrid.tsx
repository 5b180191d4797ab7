import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function LegacyComplexGrid() {
  return (
    <Paper variant="outlined" sx={{p: 2, maxWidth: 520, width: '100%'}}>
      <GridLegacy container spacing={2}>
        <GridLegacy item>
          <Box
            role="img"
            aria-label="Blue ceramic mug"
            sx={{width: 112, height: 112, borderRadius: 1, bgcolor: 'primary.light'}}
          />
        </GridLegacy>
        <GridLegacy item xs={12} sm container>
          <GridLegacy item xs container direction="column" spacing={2}>
            <GridLegacy item xs>
              <Typography variant="subtitle1" component="h3">
                Ceramic mug
              </Typography>
              <Typography variant="body2">350 ml, dishwasher safe</Typography>
              <Typography variant="body2" sx={{color: 'text.secondary'}}>
                SKU 20481
              </Typography>
            </GridLegacy>
            <GridLegacy item>
              <Button size="small">Remove</Button>
            </GridLegacy>
          </GridLegacy>
          <GridLegacy item>
            <Typography variant="subtitle1" component="p">
              $14.00
            </Typography>
          </GridLegacy>
        </GridLegacy>
      </GridLegacy>
    </Paper>
  );
}
