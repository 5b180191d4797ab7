import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {DataGrid, gridExpandedSortedRowIdsSelector, gridVisibleColumnFieldsSelector, useGridApiRef} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(100, 101);

const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'age', headerName: 'Age', type: 'number', width: 90},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
  {field: 'lastLogin', headerName: 'Last login', type: 'dateTime', width: 200},
];

export default function ScrollToCell() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState('75');
  const [colIndex, setColIndex] = React.useState('8');

  const scrollToCell = (event: React.FormEvent) => {
    event.preventDefault();
    const coordinates = {rowIndex: Number(rowIndex), colIndex: Number(colIndex)};
    // Scrolls only as far as needed to bring the cell into view; does not move the focus.
    apiRef.current?.scrollToIndexes(coordinates);
    // Move the keyboard focus there too, so that arrow keys continue from that cell.
    // The indexes count the rows after filtering and sorting, and the visible columns.
    const rowId = gridExpandedSortedRowIdsSelector(apiRef)[coordinates.rowIndex];
    const field = gridVisibleColumnFieldsSelector(apiRef)[coordinates.colIndex];
    if (rowId !== undefined && field !== undefined) {
      apiRef.current?.setCellFocus(rowId, field);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack component="form" direction="row" spacing={1} useFlexGap onSubmit={scrollToCell} sx={{flexWrap: 'wrap'}}>
        <TextField
          size="small"
          type="number"
          label="Row index (0–99)"
          value={rowIndex}
          onChange={(event) => setRowIndex(event.target.value)}
          slotProps={{htmlInput: {min: 0, max: 99}}}
        />
        <TextField
          size="small"
          type="number"
          label="Column index (0–9)"
          value={colIndex}
          onChange={(event) => setColIndex(event.target.value)}
          slotProps={{htmlInput: {min: 0, max: 9}}}
        />
        <Button type="submit" variant="outlined">
          Scroll to cell
        </Button>
        <Button onClick={() => apiRef.current?.scroll({top: 0, left: 0})}>Back to the top</Button>
      </Stack>
      <Box sx={{height: 380, width: '100%'}}>
        <DataGrid aria-label="Employees, wide table" apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
