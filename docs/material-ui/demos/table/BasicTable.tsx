import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const plans = [
  {name: 'Starter', seats: 3, storage: 10, price: 0},
  {name: 'Team', seats: 20, storage: 200, price: 12},
  {name: 'Business', seats: 100, storage: 1000, price: 25},
  {name: 'Enterprise', seats: 1000, storage: 5000, price: 49},
];

export default function BasicTable() {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label="Subscription plans"
      tabIndex={0}
      sx={{'&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2}}}>
      <Table aria-label="Subscription plans">
        <TableHead>
          <TableRow>
            <TableCell>Plan</TableCell>
            <TableCell align="right">Seats</TableCell>
            <TableCell align="right">Storage (GB)</TableCell>
            <TableCell align="right">Price per seat (€/month)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <TableRow key={plan.name} hover>
              <TableCell component="th" scope="row">
                {plan.name}
              </TableCell>
              <TableCell align="right">{plan.seats.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{plan.storage.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{plan.price === 0 ? 'Free' : plan.price.toFixed(2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
