import * as React from 'react';
import Box from '@mui/material/Box';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

const cells = ['Inbox', 'Drafts', 'Sent', 'Archive', 'Spam', 'Trash'];

export default function LegacyRowColumnSpacingGrid() {
  return (
    <Box sx={{width: '100%'}}>
      <GridLegacy container rowSpacing={1} columnSpacing={{xs: 1, sm: 2, md: 4}}>
        {cells.map((cell) => (
          <GridLegacy item key={cell} xs={6} md={4}>
            <Paper variant="outlined" sx={{p: 1.5, textAlign: 'center'}}>
              {cell}
            </Paper>
          </GridLegacy>
        ))}
      </GridLegacy>
    </Box>
  );
}
