import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, {tableCellClasses} from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {styled} from '@mui/material/styles';

const HeaderCell = styled(TableCell)(({theme}) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: theme.palette.primary.dark,
    color: theme.palette.primary.contrastText,
    fontWeight: theme.typography.fontWeightBold,
  },
}));

const StripedRow = styled(TableRow)(({theme}) => ({
  '&:nth-of-type(odd)': {
    backgroundColor: theme.palette.action.hover,
  },
  // No bottom border on the last row, so it does not double the container's outline.
  '&:last-child td, &:last-child th': {
    borderBottom: 0,
  },
}));

const flights = [
  {code: 'TP 1352', destination: 'Funchal', gate: 'B12', status: 'Boarding'},
  {code: 'IB 3105', destination: 'Madrid', gate: 'A04', status: 'On time'},
  {code: 'LH 1167', destination: 'Frankfurt', gate: 'C21', status: 'Delayed'},
  {code: 'KL 1694', destination: 'Amsterdam', gate: 'C18', status: 'On time'},
  {code: 'AF 1025', destination: 'Paris', gate: 'B07', status: 'Gate closed'},
];

export default function StripedTable() {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label="Departures"
      tabIndex={0}
      sx={{'&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2}}}>
      <Table aria-label="Departures">
        <TableHead>
          <TableRow>
            <HeaderCell>Flight</HeaderCell>
            <HeaderCell>Destination</HeaderCell>
            <HeaderCell>Gate</HeaderCell>
            <HeaderCell>Status</HeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flights.map((flight) => (
            <StripedRow key={flight.code}>
              <TableCell component="th" scope="row">
                {flight.code}
              </TableCell>
              <TableCell>{flight.destination}</TableCell>
              <TableCell>{flight.gate}</TableCell>
              <TableCell>{flight.status}</TableCell>
            </StripedRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
