import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const stations = [
  ['Lisbon', 'Porto', '08:05', '10:58'],
  ['Porto', 'Braga', '11:15', '12:09'],
  ['Braga', 'Viana do Castelo', '12:40', '13:52'],
  ['Viana do Castelo', 'Valença', '14:10', '14:58'],
  ['Valença', 'Vigo', '15:20', '16:05'],
  ['Vigo', 'Santiago', '16:30', '17:25'],
  ['Santiago', 'A Coruña', '17:50', '18:22'],
  ['A Coruña', 'Lugo', '18:45', '20:02'],
] as const;

export default function DenseStickyTable() {
  return (
    // A scrolling container must be reachable from the keyboard: focusable, with a role and a name.
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label="Train connections"
      tabIndex={0}
      sx={{
        maxHeight: 260,
        '&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2},
      }}>
      <Table stickyHeader size="small" aria-label="Train connections">
        <TableHead>
          <TableRow>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell align="right">Departs</TableCell>
            <TableCell align="right">Arrives</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stations.map(([from, to, departs, arrives]) => (
            <TableRow key={`${from}-${to}`}>
              <TableCell>{from}</TableCell>
              <TableCell>{to}</TableCell>
              <TableCell align="right">{departs}</TableCell>
              <TableCell align="right">{arrives}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
