import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

const areas = [
  {label: 'Header', column: 'span 12', row: 'auto'},
  {label: 'Sidebar', column: {xs: 'span 12', sm: 'span 3'}, row: {sm: 'span 2'}},
  {label: 'Article', column: {xs: 'span 12', sm: 'span 9'}, row: 'auto'},
  {label: 'Comments', column: {xs: 'span 12', sm: 'span 9'}, row: 'auto'},
];

export default function CssGrid() {
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2, width: '100%'}}>
      {areas.map((area) => (
        <Box key={area.label} sx={{gridColumn: area.column, gridRow: area.row}}>
          <Paper variant="outlined" sx={{p: 2, height: '100%', textAlign: 'center'}}>
            {area.label}
          </Paper>
        </Box>
      ))}
    </Box>
  );
}
