import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const hours = [
  {day: 'Monday to Friday', opens: '07:00', closes: '22:00'},
  {day: 'Saturday', opens: '08:00', closes: '20:00'},
  {day: 'Sunday', opens: '09:00', closes: '14:00'},
];

export default function CaptionTable() {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label="Swimming pool opening hours"
      tabIndex={0}
      sx={{'&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2}}}>
      <Table>
        <caption>Opening hours of the municipal swimming pool. Times are local.</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Days</TableCell>
            <TableCell scope="col">Opens</TableCell>
            <TableCell scope="col">Closes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {hours.map((row) => (
            <TableRow key={row.day}>
              <TableCell component="th" scope="row">
                {row.day}
              </TableCell>
              <TableCell>{row.opens}</TableCell>
              <TableCell>{row.closes}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
