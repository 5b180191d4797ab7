import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import type {TablePaginationActionsProps} from '@mui/material/TablePagination/TablePaginationActions';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

// Replaces the default arrows with first, previous, a "page x of y" text, next and last.
function PageActions({count, page, rowsPerPage, onPageChange}: TablePaginationActionsProps) {
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <Box sx={{flexShrink: 0, ml: 2, display: 'flex', alignItems: 'center'}}>
      <IconButton onClick={(event) => onPageChange(event, 0)} disabled={page === 0} aria-label="First page">
        <FirstPageIcon />
      </IconButton>
      <IconButton onClick={(event) => onPageChange(event, page - 1)} disabled={page === 0} aria-label="Previous page">
        <KeyboardArrowLeft />
      </IconButton>
      <Typography variant="body2" component="span" sx={{mx: 1}}>
        Page {page + 1} of {lastPage + 1}
      </Typography>
      <IconButton
        onClick={(event) => onPageChange(event, page + 1)}
        disabled={page >= lastPage}
        aria-label="Next page"
      >
        <KeyboardArrowRight />
      </IconButton>
      <IconButton onClick={(event) => onPageChange(event, lastPage)} disabled={page >= lastPage} aria-label="Last page">
        <LastPageIcon />
      </IconButton>
    </Box>
  );
}

const invoices = Array.from({length: 13}, (_, index) => ({
  id: `INV-${String(1041 + index)}`,
  amount: 120 + ((index * 37) % 90) * 10,
}));

export default function CustomPaginationActionsTable() {
  const [page, setPage] = React.useState(0);
  const rowsPerPage = 4;
  const visible = invoices.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Invoices">
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell align="right">Amount (€)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell component="th" scope="row">
                {invoice.id}
              </TableCell>
              <TableCell align="right">{invoice.amount.toFixed(2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              colSpan={2}
              count={invoices.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              ActionsComponent={PageActions}
              labelDisplayedRows={({from, to, count}) => `Invoices ${from}–${to} of ${count}`}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
