import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

type Book = {title: string; author: string; year: number; pages: number};

const books: Book[] = [
  {title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, pages: 304},
  {title: 'Beloved', author: 'Toni Morrison', year: 1987, pages: 324},
  {title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, pages: 209},
  {title: 'The Name of the Rose', author: 'Umberto Eco', year: 1980, pages: 536},
  {title: 'Pedro Páramo', author: 'Juan Rulfo', year: 1955, pages: 124},
  {title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, pages: 258},
  {title: 'Never Let Me Go', author: 'Kazuo Ishiguro', year: 2005, pages: 288},
  {title: 'Wide Sargasso Sea', author: 'Jean Rhys', year: 1966, pages: 176},
  {title: 'The God of Small Things', author: 'Arundhati Roy', year: 1997, pages: 340},
  {title: 'Station Eleven', author: 'Emily St. John Mandel', year: 2014, pages: 333},
  {title: 'Kindred', author: 'Octavia E. Butler', year: 1979, pages: 264},
  {title: 'Invisible Cities', author: 'Italo Calvino', year: 1972, pages: 165},
];

type Column = keyof Book;
const columns: {id: Column; label: string; numeric: boolean}[] = [
  {id: 'title', label: 'Title', numeric: false},
  {id: 'author', label: 'Author', numeric: false},
  {id: 'year', label: 'Year', numeric: true},
  {id: 'pages', label: 'Pages', numeric: true},
];

function compare(x: string | number, y: string | number): number {
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en');
}

export default function SortablePaginatedTable() {
  const [orderBy, setOrderBy] = React.useState<Column>('year');
  const [order, setOrder] = React.useState<'asc' | 'desc'>('asc');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const sorted = React.useMemo(() => {
    const factor = order === 'asc' ? 1 : -1;
    return [...books].sort((a, b) => compare(a[orderBy], b[orderBy]) * factor);
  }, [order, orderBy]);

  const handleSort = (column: Column) => {
    setOrder(orderBy === column && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(column);
    setPage(0);
  };

  // -1 is the "All" option of the rows-per-page menu.
  const visible = rowsPerPage > 0 ? sorted.slice(page * rowsPerPage, (page + 1) * rowsPerPage) : sorted;

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="Reading list">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={orderBy === column.id ? order : false}
                >
                  <TableSortLabel
                    active={orderBy === column.id}
                    direction={orderBy === column.id ? order : 'asc'}
                    onClick={() => handleSort(column.id)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((book) => (
              <TableRow key={book.title} hover>
                <TableCell component="th" scope="row">
                  {book.title}
                </TableCell>
                <TableCell>{book.author}</TableCell>
                <TableCell align="right">{book.year}</TableCell>
                <TableCell align="right">{book.pages}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={books.length}
        page={page}
        onPageChange={(_event, newPage) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        rowsPerPageOptions={[5, 10, {value: -1, label: 'All'}]}
      />
    </Paper>
  );
}
