import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

const elements = [
  'Hydrogen', 'Helium', 'Lithium', 'Beryllium', 'Boron', 'Carbon', 'Nitrogen', 'Oxygen', 'Fluorine',
  'Neon', 'Sodium', 'Magnesium', 'Aluminium', 'Silicon', 'Phosphorus', 'Sulfur', 'Chlorine', 'Argon',
].map((name, index) => ({number: index + 1, name}));

export default function FooterPaginationTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const visible =
    rowsPerPage > 0 ? elements.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage) : elements;
  // Pad the last page with an empty row so the footer does not jump upwards.
  const emptyRows = rowsPerPage > 0 ? Math.max(0, (page + 1) * rowsPerPage - elements.length) : 0;

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Chemical elements">
        <TableHead>
          <TableRow>
            <TableCell align="right" sx={{width: 120}}>
              Atomic number
            </TableCell>
            <TableCell>Element</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((element) => (
            <TableRow key={element.number}>
              <TableCell align="right">{element.number}</TableCell>
              <TableCell component="th" scope="row">
                {element.name}
              </TableCell>
            </TableRow>
          ))}
          {emptyRows > 0 && (
            <TableRow style={{height: 33 * emptyRows}}>
              <TableCell colSpan={2} />
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              colSpan={2}
              count={elements.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, {label: 'All', value: -1}]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(parseInt(event.target.value, 10));
                setPage(0);
              }}
              showFirstButton
              showLastButton
              labelRowsPerPage="Elements per page:"
              labelDisplayedRows={({from, to, count}) => `${from}–${to} of ${count} elements`}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
