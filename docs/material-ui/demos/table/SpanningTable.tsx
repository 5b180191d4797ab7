import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const VAT_RATE = 0.2;

const lines = [
  {description: 'Website audit', quantity: 1, unitPrice: 850},
  {description: 'Design workshop (hours)', quantity: 6, unitPrice: 95},
  {description: 'Icon set licence', quantity: 2, unitPrice: 49.5},
].map((line) => ({...line, amount: line.quantity * line.unitPrice}));

const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
const vat = subtotal * VAT_RATE;
const money = (value: number) => value.toFixed(2);

export default function SpanningTable() {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label="Invoice"
      tabIndex={0}
      sx={{'&:focus-visible': {outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2}}}>
      <Table sx={{minWidth: 560}} aria-label="Invoice">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price (€)</TableCell>
            <TableCell align="right">Amount (€)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.description}>
              <TableCell component="th" scope="row">
                {line.description}
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.unitPrice)}</TableCell>
              <TableCell align="right">{money(line.amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell rowSpan={3} />
            <TableCell component="th" scope="row" colSpan={2}>
              Subtotal
            </TableCell>
            <TableCell align="right">{money(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              VAT
            </TableCell>
            <TableCell align="right">{`${(VAT_RATE * 100).toFixed(0)} %`}</TableCell>
            <TableCell align="right">{money(vat)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{fontWeight: 'bold'}}>
              Total due
            </TableCell>
            <TableCell align="right" sx={{fontWeight: 'bold'}}>
              {money(subtotal + vat)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
