import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const readings = [
  {city: 'Reykjavík', low: -2, high: 3, rain: 76},
  {city: 'Dublin', low: 3, high: 9, rain: 68},
  {city: 'Madrid', low: 3, high: 11, rain: 36},
  {city: 'Athens', low: 7, high: 14, rain: 57},
  {city: 'Cairo', low: 10, high: 20, rain: 5},
  {city: 'Nairobi', low: 13, high: 26, rain: 58},
];

export default function DenseTable() {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label="January climate averages"
      tabIndex={0}
      sx={{'&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2}}}>
      <Table size="small" aria-label="January climate averages">
        <TableHead>
          <TableRow>
            <TableCell>City</TableCell>
            <TableCell align="right">Low (°C)</TableCell>
            <TableCell align="right">High (°C)</TableCell>
            <TableCell align="right">Rain (mm)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {readings.map((row) => (
            <TableRow key={row.city}>
              <TableCell component="th" scope="row">
                {row.city}
              </TableCell>
              <TableCell align="right">{row.low}</TableCell>
              <TableCell align="right">{row.high}</TableCell>
              <TableCell align="right">{row.rain}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
